/** The e-mails an advertiser can switch on or off in /advertiser/settings, in screen order. */
export const ADVERTISER_NOTIFICATION_KEYS = [
  "weeklyReport",
  "budgetAlerts",
  "campaignEnd",
  "invoices",
  "tips",
] as const;
export type AdvertiserNotificationKey = (typeof ADVERTISER_NOTIFICATION_KEYS)[number];
