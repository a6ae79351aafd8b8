-- Trace context of the write that appended a row (ADR 0044): the relay publishes the event in that
-- trace and sends it on in the message's `traceparent` header. Null when the write was not traced.
alter table outbox add column if not exists traceparent text;
