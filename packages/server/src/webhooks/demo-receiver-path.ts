/** Where demo mode's webhook receiver listens (POST: receive, GET: the page listing what arrived). */
export const DEMO_WEBHOOK_RECEIVER_PATH = '/demo/webhooks';
