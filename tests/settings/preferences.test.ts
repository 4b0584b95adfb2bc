import { describe, expect, it } from "vitest";

import {
  changedPreferences,
  customerPreferencesSchema,
  DEFAULT_PREFERENCES,
  preferenceWarnings,
  setPreference,
  type CustomerPreferences,
} from "@/lib/settings/preferences";

const allChannelsOff = setPreference(
  setPreference(setPreference(DEFAULT_PREFERENCES, "channels", "email", false), "channels", "push", false),
  "channels",
  "sms",
  false,
);

describe("customer notification and privacy preferences (product.md D11)", () => {
  it("the defaults are a valid preference set", () => {
    expect(customerPreferencesSchema.safeParse(DEFAULT_PREFERENCES).success).toBe(true);
  });

  it.each<[string, CustomerPreferences, string[]]>([
    ["nothing switched", DEFAULT_PREFERENCES, []],
    ["SMS on", setPreference(DEFAULT_PREFERENCES, "channels", "sms", true), ["channels.sms"]],
    [
      "promotions on and usage data shared",
      setPreference(
        setPreference(DEFAULT_PREFERENCES, "topics", "promotions", true),
        "privacy",
        "shareUsageData",
        true,
      ),
      ["topics.promotions", "privacy.shareUsageData"],
    ],
    [
      "switched and back",
      setPreference(setPreference(DEFAULT_PREFERENCES, "channels", "sms", true), "channels", "sms", false),
      [],
    ],
  ])("%s changes %j", (_, draft, changed) => {
    expect(changedPreferences(DEFAULT_PREFERENCES, draft)).toEqual(changed);
  });

  it.each<[string, CustomerPreferences, string[]]>([
    ["defaults", DEFAULT_PREFERENCES, []],
    ["every channel off while order updates are on", allChannelsOff, ["noChannel"]],
    [
      "every channel and every topic off",
      setPreference(
        setPreference(allChannelsOff, "topics", "orderUpdates", false),
        "topics",
        "promotions",
        false,
      ),
      [],
    ],
  ])("warnings for %s", (_, preferences, warnings) => {
    expect(preferenceWarnings(preferences)).toEqual(warnings);
  });

  it("setting one switch leaves the others and the saved set untouched", () => {
    const next = setPreference(DEFAULT_PREFERENCES, "privacy", "showNameInReviews", true);
    expect(next.privacy).toEqual({ ...DEFAULT_PREFERENCES.privacy, showNameInReviews: true });
    expect(DEFAULT_PREFERENCES.privacy.showNameInReviews).toBe(false);
  });

  it("a switch the group does not have changes nothing", () => {
    expect(setPreference(DEFAULT_PREFERENCES, "channels", "promotions", true)).toBe(DEFAULT_PREFERENCES);
  });
});
