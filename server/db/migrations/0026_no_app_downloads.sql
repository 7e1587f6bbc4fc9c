-- The first demo seeded Android, iOS and lite app downloads at download.laro.example, a site that does not
-- exist: there is no app (ADR 0037). They go where they are still exactly as seeded; the download page then
-- offers the site itself, on the phone's home screen. An operator's own row is kept.
DELETE FROM "resources" WHERE "id" IN ('android', 'ios', 'lite') AND "url" LIKE 'https://download.laro.example/%';
