import { z } from "zod";

/**
 * The customer's settings (product.md D11, /customer/config): how to be told (e-mail, SMS, push), what
 * about (order updates, promotions) and privacy switches. Saved in perfis.preferencias (migration
 * 20251001120200, whose CHECK accepts exactly this shape); null there means these defaults.
 */

export const CHANNELS = ["email", "sms", "push"] as const;
export const TOPICS = ["orderUpdates", "promotions"] as const;
export const PRIVACY = ["personalizedOffers", "shareUsageData", "showNameInReviews"] as const;

export type Channel = (typeof CHANNELS)[number];
export type Topic = (typeof TOPICS)[number];
export type PrivacySwitch = (typeof PRIVACY)[number];

const flags = <T extends readonly string[]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.boolean()])) as Record<T[number], z.ZodBoolean>);

export const customerPreferencesSchema = z.object({
  channels: flags(CHANNELS),
  topics: flags(TOPICS),
  privacy: flags(PRIVACY),
});
export type CustomerPreferences = z.infer<typeof customerPreferencesSchema>;
export type PreferenceGroup = keyof CustomerPreferences;

/** A new customer hears about orders everywhere, promotions by e-mail only, and shares nothing. */
export const DEFAULT_PREFERENCES: CustomerPreferences = {
  channels: { email: true, sms: false, push: true },
  topics: { orderUpdates: true, promotions: false },
  privacy: { personalizedOffers: true, shareUsageData: false, showNameInReviews: false },
};

/** The preferences with one switch set; a key the group does not have changes nothing. */
export function setPreference(
  preferences: CustomerPreferences,
  group: PreferenceGroup,
  key: string,
  value: boolean,
): CustomerPreferences {
  if (!(key in preferences[group])) return preferences;
  return { ...preferences, [group]: { ...preferences[group], [key]: value } };
}

/** "group.key" of every switch that differs: what a save would change (empty = nothing to save). */
export function changedPreferences(saved: CustomerPreferences, draft: CustomerPreferences): string[] {
  return (Object.keys(draft) as PreferenceGroup[]).flatMap((group) =>
    Object.entries(draft[group])
      .filter(([key, value]) => (saved[group] as Record<string, boolean>)[key] !== value)
      .map(([key]) => `${group}.${key}`),
  );
}

export type PreferenceWarning = "noChannel";

/** Topics switched on with every channel off would never reach the customer: say so before saving. */
export function preferenceWarnings(preferences: CustomerPreferences): PreferenceWarning[] {
  const anyTopic = TOPICS.some((topic) => preferences.topics[topic]);
  const anyChannel = CHANNELS.some((channel) => preferences.channels[channel]);
  return anyTopic && !anyChannel ? ["noChannel"] : [];
}
