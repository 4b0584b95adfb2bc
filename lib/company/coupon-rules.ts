/** Coupon code rule (product.md D11 coupons): 4 to 20 upper-case letters and digits. */
export const COUPON_CODE = /^[A-Z0-9]{4,20}$/;
export const COUPON_DESCRIPTION_MAX = 120;
/** A percentage discount is a whole number in this range. */
export const PERCENT_MIN = 1;
export const PERCENT_MAX = 100;
