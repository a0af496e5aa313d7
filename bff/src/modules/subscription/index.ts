// What other features may use of subscription: its refusals as payload errors, and its conversions.
export { subscriptionUserErrors } from './subscription.refusals.js';
export { toDiscount, toId, toOption, toPayment } from './subscription.convert.js';
export { scopeOption } from './subscription.scope.js';
