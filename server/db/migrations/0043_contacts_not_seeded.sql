-- Customer service and social links become operator settings (ADR 0063). Every customer-service row so far was
-- the seed's (https://livechat.laro.example, a chat that does not exist, in production too): no API or CLI could
-- write one. They go; a demo install's next start seeds the site's own pages instead, production none. The
-- seeded social links to pages nobody runs go where they are still exactly as seeded.
DELETE FROM "customer_service_entries";--> statement-breakpoint
DELETE FROM "resources" WHERE "resource_type" = 'SOCIAL' AND "url" IN ('https://www.facebook.com/larogaming', 'https://t.me/larogaming', 'https://www.youtube.com/@larogaming');
