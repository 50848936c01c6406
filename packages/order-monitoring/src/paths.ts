// The page path lives in core (orderTrackingPath), shared with the server's lists and mails.
export { orderTrackingPath } from '@box/core/rules';
