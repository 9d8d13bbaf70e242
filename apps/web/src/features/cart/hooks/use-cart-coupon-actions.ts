import { applyCartCoupon, cartCouponKeys, removeCartCoupon } from '../../../lib/cart/cart-coupon-api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

/** 'Toepassen': the server keeps the code with the cart, or refuses it with its reason. */
export const useApplyCoupon = () => useInvalidatingMutation(cartCouponKeys.all, applyCartCoupon);

/** Takes the code out of the cart. */
export const useRemoveCoupon = () => useInvalidatingMutation(cartCouponKeys.all, () => removeCartCoupon());
