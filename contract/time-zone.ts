/**
 * The site's days (DESIGN §10 periods, SPEC §9 dates): the home market is the Philippines (dialing code +63),
 * a zone without daylight saving, so the web's dates and the platform's period keys name the same day.
 */
export const SITE_TIME_ZONE = "Asia/Manila";
