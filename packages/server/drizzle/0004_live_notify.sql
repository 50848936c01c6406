-- Live updates (issue 18): every write that changes what a tracking page or a monitoring screen shows announces
-- the order on the channel `box_changes`, payload {"customerId":N,"orderId":N}. In the database rather than in
-- the routes so that the simulator, the API, a script and every replica are covered alike; each server process
-- LISTENs once and rebuilds the answers its subscribers hold (src/live). Statement-level triggers over
-- transition tables: a bulk write (the demo seed, the simulator's tick) costs one notification per order, and
-- PostgreSQL folds identical payloads of one transaction into one.
CREATE OR REPLACE FUNCTION box_notify_orders(order_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('box_changes', json_build_object('customerId', o.customer_id, 'orderId', o.id)::text)
  FROM orders o WHERE o.id = ANY(order_ids);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION box_live_orders() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- From the transition table itself: a deleted order is announced too.
  PERFORM pg_notify('box_changes', json_build_object('customerId', c.customer_id, 'orderId', c.id)::text)
  FROM (SELECT DISTINCT customer_id, id FROM changed) c;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION box_live_by_order_id() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM box_notify_orders(ARRAY(SELECT DISTINCT order_id FROM changed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION box_live_by_shipment_id() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM box_notify_orders(ARRAY(
    SELECT DISTINCT sh.order_id FROM changed c JOIN shipments sh ON sh.id = c.shipment_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION box_live_pod_pictures() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM box_notify_orders(ARRAY(
    SELECT DISTINCT p.order_id FROM changed c JOIN proofs_of_delivery p ON p.id = c.pod_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION box_live_rating_answers() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM box_notify_orders(ARRAY(
    SELECT DISTINCT sh.order_id FROM changed c JOIN ratings r ON r.id = c.rating_id
    JOIN shipments sh ON sh.id = r.shipment_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A driver's position is shown only while their order is under way (queries/order-tracking.ts UNDER_WAY).
CREATE OR REPLACE FUNCTION box_live_drivers() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM box_notify_orders(ARRAY(
    SELECT o.id FROM orders o WHERE o.driver_id IN (SELECT id FROM changed)
      AND o.status IN ('ALLOCATED', 'IN_PROGRESS')));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER box_live_orders_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_orders();
--> statement-breakpoint
CREATE TRIGGER box_live_orders_update AFTER UPDATE ON orders REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_orders();
--> statement-breakpoint
CREATE TRIGGER box_live_orders_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_orders();
--> statement-breakpoint
CREATE TRIGGER box_live_drivers_update AFTER UPDATE ON drivers REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_drivers();
--> statement-breakpoint
CREATE TRIGGER box_live_stops_insert AFTER INSERT ON stops REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_by_order_id();
--> statement-breakpoint
CREATE TRIGGER box_live_stops_update AFTER UPDATE ON stops REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_by_order_id();
--> statement-breakpoint
CREATE TRIGGER box_live_stops_delete AFTER DELETE ON stops REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_by_order_id();
--> statement-breakpoint
CREATE TRIGGER box_live_timeline_events_insert AFTER INSERT ON timeline_events REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_by_order_id();
--> statement-breakpoint
CREATE TRIGGER box_live_timeline_events_update AFTER UPDATE ON timeline_events REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_by_order_id();
--> statement-breakpoint
CREATE TRIGGER box_live_timeline_events_delete AFTER DELETE ON timeline_events REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_by_order_id();
--> statement-breakpoint
CREATE TRIGGER box_live_proofs_of_delivery_insert AFTER INSERT ON proofs_of_delivery REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_by_order_id();
--> statement-breakpoint
CREATE TRIGGER box_live_proofs_of_delivery_update AFTER UPDATE ON proofs_of_delivery REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_by_order_id();
--> statement-breakpoint
CREATE TRIGGER box_live_proofs_of_delivery_delete AFTER DELETE ON proofs_of_delivery REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_by_order_id();
--> statement-breakpoint
CREATE TRIGGER box_live_order_tracking_tokens_insert AFTER INSERT ON order_tracking_tokens REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_by_order_id();
--> statement-breakpoint
CREATE TRIGGER box_live_order_tracking_tokens_update AFTER UPDATE ON order_tracking_tokens REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_by_order_id();
--> statement-breakpoint
CREATE TRIGGER box_live_order_tracking_tokens_delete AFTER DELETE ON order_tracking_tokens REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_by_order_id();
--> statement-breakpoint
CREATE TRIGGER box_live_shipments_insert AFTER INSERT ON shipments REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_by_order_id();
--> statement-breakpoint
CREATE TRIGGER box_live_shipments_update AFTER UPDATE ON shipments REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_by_order_id();
--> statement-breakpoint
CREATE TRIGGER box_live_shipments_delete AFTER DELETE ON shipments REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_by_order_id();
--> statement-breakpoint
CREATE TRIGGER box_live_shipment_recipients_insert AFTER INSERT ON shipment_recipients REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_by_shipment_id();
--> statement-breakpoint
CREATE TRIGGER box_live_shipment_recipients_update AFTER UPDATE ON shipment_recipients REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_by_shipment_id();
--> statement-breakpoint
CREATE TRIGGER box_live_shipment_recipients_delete AFTER DELETE ON shipment_recipients REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_by_shipment_id();
--> statement-breakpoint
CREATE TRIGGER box_live_ratings_insert AFTER INSERT ON ratings REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_by_shipment_id();
--> statement-breakpoint
CREATE TRIGGER box_live_ratings_update AFTER UPDATE ON ratings REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_by_shipment_id();
--> statement-breakpoint
CREATE TRIGGER box_live_ratings_delete AFTER DELETE ON ratings REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_by_shipment_id();
--> statement-breakpoint
CREATE TRIGGER box_live_pod_pictures_insert AFTER INSERT ON pod_pictures REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_pod_pictures();
--> statement-breakpoint
CREATE TRIGGER box_live_pod_pictures_update AFTER UPDATE ON pod_pictures REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_pod_pictures();
--> statement-breakpoint
CREATE TRIGGER box_live_pod_pictures_delete AFTER DELETE ON pod_pictures REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_pod_pictures();
--> statement-breakpoint
CREATE TRIGGER box_live_rating_answers_insert AFTER INSERT ON rating_answers REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_rating_answers();
--> statement-breakpoint
CREATE TRIGGER box_live_rating_answers_update AFTER UPDATE ON rating_answers REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_rating_answers();
--> statement-breakpoint
CREATE TRIGGER box_live_rating_answers_delete AFTER DELETE ON rating_answers REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION box_live_rating_answers();
