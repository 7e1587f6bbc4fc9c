-- The first demo seed promised money, games and features this platform does not deliver (ADR 0037).
-- Its rows are removed only where they are still exactly as seeded: same id and same text. A row an
-- operator edited differs and is kept. A notice's date was the day of seeding: it is matched by pattern.
DELETE FROM "announcements" WHERE "id" = 'ann-001' AND "type" = 'B' AND "title" = 'Scheduled maintenance: Evolution Live Casino' AND "content" LIKE '<p>Evolution Live Casino will carry out scheduled maintenance on <strong>____-__-__</strong> from 02:00 to 06:00 (GMT+7).</p>
<p>During this time live baccarat, roulette and game shows will be unavailable. Balances in open games are safe and will be returned to your main wallet automatically.</p>
<p>We apologise for the inconvenience.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-002' AND "type" = 'B' AND "title" = 'Scheduled maintenance: PG Soft' AND "content" LIKE '<p>PG Soft will carry out scheduled maintenance on <strong>____-__-__</strong> from 02:00 to 06:00 (GMT+7).</p>
<p>During this time PG slots will be unavailable. Balances in open games are safe and will be returned to your main wallet automatically.</p>
<p>We apologise for the inconvenience.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-003' AND "type" = 'B' AND "title" = 'Scheduled maintenance: SA Gaming' AND "content" LIKE '<p>SA Gaming will carry out scheduled maintenance on <strong>____-__-__</strong> from 02:00 to 06:00 (GMT+7).</p>
<p>During this time SA live tables will be unavailable. Balances in open games are safe and will be returned to your main wallet automatically.</p>
<p>We apologise for the inconvenience.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-004' AND "type" = 'B' AND "title" = 'Scheduled maintenance: JILI' AND "content" LIKE '<p>JILI will carry out scheduled maintenance on <strong>____-__-__</strong> from 02:00 to 06:00 (GMT+7).</p>
<p>During this time JILI slots and fishing games will be unavailable. Balances in open games are safe and will be returned to your main wallet automatically.</p>
<p>We apologise for the inconvenience.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-005' AND "type" = 'B' AND "title" = 'Scheduled maintenance: Saba Sports' AND "content" LIKE '<p>Saba Sports will carry out scheduled maintenance on <strong>____-__-__</strong> from 02:00 to 06:00 (GMT+7).</p>
<p>During this time Saba sports betting (open bets are not affected) will be unavailable. Balances in open games are safe and will be returned to your main wallet automatically.</p>
<p>We apologise for the inconvenience.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-006' AND "type" = 'B' AND "title" = 'Scheduled maintenance: DS88 Cockfighting' AND "content" LIKE '<p>DS88 Cockfighting will carry out scheduled maintenance on <strong>____-__-__</strong> from 02:00 to 06:00 (GMT+7).</p>
<p>During this time cockfighting streams and betting will be unavailable. Balances in open games are safe and will be returned to your main wallet automatically.</p>
<p>We apologise for the inconvenience.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-007' AND "type" = 'B' AND "title" = 'Scheduled maintenance: TF Gaming' AND "content" LIKE '<p>TF Gaming will carry out scheduled maintenance on <strong>____-__-__</strong> from 02:00 to 06:00 (GMT+7).</p>
<p>During this time esports betting will be unavailable. Balances in open games are safe and will be returned to your main wallet automatically.</p>
<p>We apologise for the inconvenience.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-008' AND "type" = 'B' AND "title" = 'Scheduled maintenance: CQ9' AND "content" LIKE '<p>CQ9 will carry out scheduled maintenance on <strong>____-__-__</strong> from 02:00 to 06:00 (GMT+7).</p>
<p>During this time CQ9 slots will be unavailable. Balances in open games are safe and will be returned to your main wallet automatically.</p>
<p>We apologise for the inconvenience.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-009' AND "type" = 'B' AND "title" = 'New deposit channel: MoMo e-wallet' AND "content" = '<p>You can now deposit with <strong>MoMo</strong>. Deposits from ₫50,000 are credited within one minute.</p>
<ul><li>Minimum deposit: ₫50,000</li><li>Maximum deposit: ₫20,000,000 per transaction</li><li>No fees</li></ul>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-010' AND "type" = 'B' AND "title" = 'Bank transfer maintenance: Vietcombank' AND "content" LIKE '<p>Vietcombank transfers will be delayed on <strong>____-__-__</strong> between 23:00 and 01:00 (GMT+7) because of the bank''s system upgrade.</p>
<p>Please use another bank or an e-wallet during this window.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-011' AND "type" = 'B' AND "title" = 'Withdrawal times during the Tet holiday' AND "content" = '<p>Withdrawals stay open during the holiday. Bank transfers may take up to 4 hours while interbank systems run on holiday schedules.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-012' AND "type" = 'B' AND "title" = 'Lottery results now update in real time' AND "content" = '<p>Northern, central and southern lottery results now appear on the lottery page the moment each prize is drawn.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-013' AND "type" = 'B' AND "title" = 'New games from Fa Chai and KA Gaming' AND "content" = '<p>Twenty new slots and three fishing games have arrived. Find them under <em>New</em> on the slots and fishing pages.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-014' AND "type" = 'PL' AND "title" = 'Never share your OTP code' AND "content" = '<p>Laro staff will <strong>never</strong> ask for your password or your one-time code.</p>
<p>If someone asks for it, even if they say they are from Laro, do not share it and contact customer service.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-015' AND "type" = 'PL' AND "title" = 'Update the Laro app to version 3.2' AND "content" = '<p>Version 3.2 brings faster game loading and face login. Update from the download page or your app store.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-016' AND "type" = 'PL' AND "title" = 'Set your own deposit limits' AND "content" = '<p>Responsible gaming matters. You can set daily, weekly or monthly deposit limits in your account settings.</p>
<p>Lowering a limit takes effect at once; raising it takes effect after 24 hours.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-017' AND "type" = 'PL' AND "title" = 'Verify your mobile number' AND "content" = '<p>A verified mobile number lets you recover your password by SMS and log in with a code.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-018' AND "type" = 'PL' AND "title" = 'Beware of fake Laro websites' AND "content" = '<p>Only use the addresses listed in the domain speed test. Fake sites copy our look to steal passwords.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-019' AND "type" = 'PU' AND "title" = 'Welcome to Laro' AND "content" = '<p>Thank you for visiting Laro. New members get a <strong>100% welcome bonus</strong> and <strong>50 free spins</strong>.</p>
<p>Customer service is available 24/7 from the side menu.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-020' AND "type" = 'PU' AND "title" = 'Link Zalo and get up to ₫131,000' AND "content" = '<p>Add your Zalo number and receive a bonus of up to ₫131,000. See the promotions page for details.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-021' AND "type" = 'PU' AND "title" = 'System upgrade completed' AND "content" = '<p>Our platform upgrade is complete. Pages load faster and deposits are credited sooner. Thank you for your patience.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-022' AND "type" = 'PR' AND "title" = 'Weekend Accumulator Boost is back' AND "content" = '<p>Up to 50% extra winnings on parlays of four legs or more, every Saturday and Sunday.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-023' AND "type" = 'PR' AND "title" = 'Daily rebate raised to 1.2% on slots' AND "content" = '<p>From today the slots rebate is 1.2%, paid every morning with no upper limit.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-024' AND "type" = 'PR' AND "title" = 'Live casino cashback credited' AND "content" = '<p>Last week''s live casino cashback has been credited. Check your bonus details to see your amount.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-025' AND "type" = 'PR' AND "title" = 'New referral tiers: up to 0.5%' AND "content" = '<p>Invite more friends, earn more:</p>
<table><thead><tr><th>Active friends</th><th>Commission</th></tr></thead><tbody><tr><td>1 – 4</td><td>0.2%</td></tr><tr><td>50 or more</td><td>0.5%</td></tr></tbody></table>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-026' AND "type" = 'PR' AND "title" = 'Summer Slots Race winners' AND "content" = '<p>Congratulations to the top 100 players of the Summer Slots Race. All prizes have been paid.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-027' AND "type" = 'PR' AND "title" = '50 free spins for new players' AND "content" = '<p>Make your first deposit of ₫200,000 or more and play Fortune Dragon, Golden Temple and Lucky Neko for free.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-028' AND "type" = 'PR' AND "title" = 'Lunar New Year Lucky Draw announced' AND "content" = '<p>888 red envelopes and a ₫88,000,000 grand prize. The draw opens soon; watch this space.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-029' AND "type" = 'H' AND "title" = 'Our new help centre is live' AND "content" = '<p>Find answers about accounts, deposits, withdrawals and games in the new help centre.</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-030' AND "type" = 'H' AND "title" = 'Customer service hours during the holiday' AND "content" = '<p>Live chat stays open 24/7 during the holiday. VIP hosts answer from 08:00 to 24:00 (GMT+7).</p>';--> statement-breakpoint
DELETE FROM "announcements" WHERE "id" = 'ann-031' AND "type" = 'H' AND "title" = 'Play responsibly' AND "content" = '<p>Gaming is entertainment. Take breaks, set limits and never chase losses. You must be 18 or older to play.</p>';--> statement-breakpoint
DELETE FROM "promotions" WHERE "id" = 'welcome-bonus' AND "category" = 'new_player' AND "title" = '100% First Deposit Welcome Bonus' AND "summary" = 'Double your first deposit, up to ₫5,000,000 in bonus credit.' AND "content" = '<p>New to Laro? Make your first deposit and we match it one to one, so you start with twice the balance.</p>
<h3>How to join</h3>
<ol><li>Register an account and verify your mobile number.</li><li>Deposit at least ₫100,000 within 7 days of registering.</li><li>Apply for the bonus from the promotions page before you place a bet.</li></ol>
<h3>Bonus tiers</h3>
<table><thead><tr><th>First deposit</th><th>Bonus</th><th>Turnover required</th></tr></thead>
<tbody><tr><td>₫100,000 – ₫999,999</td><td>100%</td><td>15× (deposit + bonus)</td></tr><tr><td>₫1,000,000 – ₫4,999,999</td><td>100%</td><td>18× (deposit + bonus)</td></tr><tr><td>₫5,000,000 and above</td><td>₫5,000,000</td><td>20× (deposit + bonus)</td></tr></tbody></table>
<h3>Terms and conditions</h3>
<ul><li>One welcome bonus per person, household, device and bank account.</li><li>Bets on live casino count at 50% towards turnover; sports bets at odds below 1.50 do not count.</li><li>The bonus expires if the turnover is not reached within 30 days.</li></ul>
<p><strong>Laro reserves the right to change or end this promotion; play responsibly.</strong></p>';--> statement-breakpoint
DELETE FROM "promotions" WHERE "id" = 'new-player-free-spins' AND "category" = 'new_player' AND "title" = '50 Free Spins for New Players' AND "summary" = 'Fifty free spins on selected slots after your first deposit of ₫200,000.' AND "content" = '<p>Try our most popular slots on the house: fifty free spins, with winnings paid as bonus credit.</p>
<h3>How to join</h3>
<ol><li>Deposit at least ₫200,000 as a new member.</li><li>Open any of the selected slots from the slots page.</li><li>Your free spins are waiting in the game; winnings go to your bonus wallet.</li></ol>
<h3>Selected slots</h3>
<table><thead><tr><th>Game</th><th>Spins</th><th>Value per spin</th></tr></thead>
<tbody><tr><td>Fortune Dragon</td><td>20</td><td>₫2,000</td></tr><tr><td>Golden Temple</td><td>20</td><td>₫2,000</td></tr><tr><td>Lucky Neko</td><td>10</td><td>₫4,000</td></tr></tbody></table>
<h3>Terms and conditions</h3>
<ul><li>Free spins must be used within 3 days of being credited.</li><li>Winnings from free spins require 10× turnover before withdrawal.</li><li>Cannot be combined with the 100% welcome bonus on the same deposit.</li></ul>
<p><strong>Laro reserves the right to change or end this promotion; play responsibly.</strong></p>';--> statement-breakpoint
DELETE FROM "promotions" WHERE "id" = 'zalo-link-bonus' AND "category" = 'new_player' AND "title" = 'Link Zalo and Get up to ₫131,000' AND "summary" = 'Add your Zalo number at registration and receive a bonus of up to ₫131,000.' AND "content" = '<p>Stay in touch with our VIP hosts on Zalo. Link your Zalo account when you register and we add a bonus to your wallet.</p>
<h3>How to join</h3>
<ol><li>Enter your Zalo number in the registration form.</li><li>Verify it by replying to the message from the Laro official account.</li><li>The bonus is credited within 24 hours of verification.</li></ol>
<h3>Bonus amount</h3>
<table><thead><tr><th>Deposits in the first week</th><th>Zalo bonus</th></tr></thead>
<tbody><tr><td>None</td><td>₫31,000</td></tr><tr><td>₫500,000 or more</td><td>₫81,000</td></tr><tr><td>₫2,000,000 or more</td><td>₫131,000</td></tr></tbody></table>
<h3>Terms and conditions</h3>
<ul><li>One Zalo account per member; the number must not be linked to another Laro account.</li><li>The bonus requires 5× turnover before withdrawal.</li></ul>
<p><strong>Laro reserves the right to change or end this promotion; play responsibly.</strong></p>';--> statement-breakpoint
DELETE FROM "promotions" WHERE "id" = 'weekend-accumulator-boost' AND "category" = 'sports' AND "title" = 'Weekend Accumulator Boost' AND "summary" = 'Up to 50% extra winnings on accumulators of four legs or more, every weekend.' AND "content" = '<p>Build a parlay on Saturday or Sunday and we boost your winnings. The more legs, the bigger the boost.</p>
<h3>How to join</h3>
<ol><li>Place an accumulator of 4 or more selections between Friday 18:00 and Sunday 23:59.</li><li>Each selection must have odds of 1.40 or higher.</li><li>The boost is added to your winnings automatically when the bet settles.</li></ol>
<h3>Boost by number of legs</h3>
<table><thead><tr><th>Legs</th><th>Boost on winnings</th></tr></thead>
<tbody><tr><td>4</td><td>5%</td></tr><tr><td>5 – 6</td><td>10%</td></tr><tr><td>7 – 9</td><td>25%</td></tr><tr><td>10 or more</td><td>50%</td></tr></tbody></table>
<h3>Terms and conditions</h3>
<ul><li>The maximum boost per bet is ₫10,000,000.</li><li>Cashed-out bets and void legs do not qualify.</li><li>Only real-money bets qualify; bonus bets are excluded.</li></ul>
<p><strong>Laro reserves the right to change or end this promotion; play responsibly.</strong></p>';--> statement-breakpoint
DELETE FROM "promotions" WHERE "id" = 'daily-rebate' AND "category" = 'rebate' AND "title" = 'Unlimited Daily Rebate up to 1.2%' AND "summary" = 'A share of every bet back to your wallet each day, win or lose.' AND "content" = '<p>Every real-money bet earns a rebate. It is calculated on yesterday&#39;s valid bets and paid every morning.</p>
<h3>How to join</h3>
<ol><li>Play any game with real money.</li><li>Rebates are calculated at 00:00 on the previous day&#39;s valid bets.</li><li>Collect your rebate from the betting bonus page before 23:59.</li></ol>
<h3>Rebate rates by game type</h3>
<table><thead><tr><th>Game type</th><th>Rebate</th></tr></thead>
<tbody><tr><td>Slots</td><td>1.2%</td></tr><tr><td>Fishing</td><td>1.0%</td></tr><tr><td>Live casino</td><td>0.8%</td></tr><tr><td>Sports and esports</td><td>0.7%</td></tr><tr><td>Lottery</td><td>0.5%</td></tr></tbody></table>
<h3>Terms and conditions</h3>
<ul><li>No upper limit on the daily rebate.</li><li>Rebates require 1× turnover before withdrawal.</li><li>Bets that are cancelled or refunded do not earn a rebate.</li></ul>
<p><strong>Laro reserves the right to change or end this promotion; play responsibly.</strong></p>';--> statement-breakpoint
DELETE FROM "promotions" WHERE "id" = 'live-casino-cashback' AND "category" = 'live' AND "title" = '5% Weekly Live Casino Cashback' AND "summary" = 'Get back 5% of your net live casino losses every Monday.' AND "content" = '<p>A tough week at the tables? We return part of your net losses on live casino games every Monday.</p>
<h3>How to join</h3>
<ol><li>Play live baccarat, roulette, blackjack or sic bo from Monday to Sunday.</li><li>Cashback is calculated on your net losses for the week.</li><li>It is credited on Monday by 12:00.</li></ol>
<h3>Cashback by weekly net loss</h3>
<table><thead><tr><th>Net loss</th><th>Cashback</th><th>Maximum</th></tr></thead>
<tbody><tr><td>₫500,000 – ₫4,999,999</td><td>3%</td><td>₫150,000</td></tr><tr><td>₫5,000,000 – ₫49,999,999</td><td>4%</td><td>₫2,000,000</td></tr><tr><td>₫50,000,000 and above</td><td>5%</td><td>₫10,000,000</td></tr></tbody></table>
<h3>Terms and conditions</h3>
<ul><li>Cashback requires 3× turnover before withdrawal.</li><li>Losses made with bonus money do not count.</li></ul>
<p><strong>Laro reserves the right to change or end this promotion; play responsibly.</strong></p>';--> statement-breakpoint
DELETE FROM "promotions" WHERE "id" = 'refer-a-friend' AND "category" = 'referral' AND "title" = 'Invite Friends, Earn Together' AND "summary" = 'Earn up to 0.5% of every friend''s turnover, for as long as they play.' AND "content" = '<p>Share your referral link. When friends sign up and play, you receive a share of their turnover every day.</p>
<h3>How to join</h3>
<ol><li>Copy your referral link from the refer-and-earn page.</li><li>Your friend registers with your link and makes a first deposit.</li><li>Your commission is paid daily to your main wallet.</li></ol>
<h3>Commission by active friends</h3>
<table><thead><tr><th>Active friends this month</th><th>Commission on their turnover</th></tr></thead>
<tbody><tr><td>1 – 4</td><td>0.2%</td></tr><tr><td>5 – 19</td><td>0.3%</td></tr><tr><td>20 – 49</td><td>0.4%</td></tr><tr><td>50 or more</td><td>0.5%</td></tr></tbody></table>
<h3>Terms and conditions</h3>
<ul><li>A friend is active after depositing at least ₫200,000 in the month.</li><li>Self-referral and shared devices are not allowed.</li></ul>
<p><strong>Laro reserves the right to change or end this promotion; play responsibly.</strong></p>';--> statement-breakpoint
DELETE FROM "promotions" WHERE "id" = 'lunar-new-year-lucky-draw' AND "category" = 'event' AND "title" = 'Lunar New Year Lucky Draw' AND "summary" = 'Every ₫1,000,000 of turnover earns a ticket for the New Year draw.' AND "content" = '<p>Celebrate Tet with us: collect tickets during the festival and win prizes in the grand draw.</p>
<h3>How to join</h3>
<ol><li>Play any game during the event period.</li><li>Each ₫1,000,000 of valid turnover earns one lucky-draw ticket.</li><li>Winners are drawn live and announced on the last day.</li></ol>
<h3>Prizes</h3>
<table><thead><tr><th>Prize</th><th>Winners</th><th>Reward</th></tr></thead>
<tbody><tr><td>Grand prize</td><td>1</td><td>₫88,000,000</td></tr><tr><td>First prize</td><td>8</td><td>₫8,800,000</td></tr><tr><td>Lucky red envelope</td><td>888</td><td>₫188,000</td></tr></tbody></table>
<h3>Terms and conditions</h3>
<ul><li>At most 500 tickets per member.</li><li>Prizes are paid as cash with 1× turnover.</li></ul>
<p><strong>Laro reserves the right to change or end this promotion; play responsibly.</strong></p>';--> statement-breakpoint
DELETE FROM "promotions" WHERE "id" = 'summer-slots-race' AND "category" = 'slots' AND "title" = 'Summer Slots Race' AND "summary" = 'The summer leaderboard race has finished; thank you for playing.' AND "content" = '<p>Our summer race rewarded the top 100 slot players by turnover. The winners have been paid.</p>
<h3>How to join</h3>
<ol><li>Play any slot during the race period.</li><li>Climb the leaderboard by turnover.</li><li>Prizes were paid within 3 days of the end.</li></ol>
<h3>Prizes paid</h3>
<table><thead><tr><th>Rank</th><th>Prize</th></tr></thead>
<tbody><tr><td>1</td><td>₫20,000,000</td></tr><tr><td>2 – 10</td><td>₫2,000,000</td></tr><tr><td>11 – 100</td><td>₫200,000</td></tr></tbody></table>
<h3>Terms and conditions</h3>
<ul><li>The race has ended; no new entries are accepted.</li></ul>
<p><strong>Laro reserves the right to change or end this promotion; play responsibly.</strong></p>';--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_home-1' AND "group_name" = 'w_home' AND "title" = '100% Welcome Bonus' AND "image_url" = '/wps/static/banners/w_home-1.svg' AND "linkage_type" = 'PROMOTION' AND "link" = '/promotions/welcome-bonus';--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_home-2' AND "group_name" = 'w_home' AND "title" = 'Live Casino Nights' AND "image_url" = '/wps/static/banners/w_home-2.svg' AND "linkage_type" = 'URL' AND "link" = '/live';--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_home-3' AND "group_name" = 'w_home' AND "title" = 'Weekend Accumulator Boost' AND "image_url" = '/wps/static/banners/w_home-3.svg' AND "linkage_type" = 'PROMOTION' AND "link" = '/promotions/weekend-accumulator-boost';--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_home-4' AND "group_name" = 'w_home' AND "title" = 'Daily Rebate 1.2%' AND "image_url" = '/wps/static/banners/w_home-4.svg' AND "linkage_type" IS NULL AND "link" IS NULL;--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_rng-1' AND "group_name" = 'w_rng' AND "title" = 'Spin for the Jackpot' AND "image_url" = '/wps/static/banners/w_rng-1.svg' AND "linkage_type" IS NULL AND "link" IS NULL;--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_rng-2' AND "group_name" = 'w_rng' AND "title" = '50 Free Spins' AND "image_url" = '/wps/static/banners/w_rng-2.svg' AND "linkage_type" = 'PROMOTION' AND "link" = '/promotions/new-player-free-spins';--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_live-1' AND "group_name" = 'w_live' AND "title" = 'Real Dealers, Real Time' AND "image_url" = '/wps/static/banners/w_live-1.svg' AND "linkage_type" IS NULL AND "link" IS NULL;--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_live-2' AND "group_name" = 'w_live' AND "title" = '5% Weekly Live Cashback' AND "image_url" = '/wps/static/banners/w_live-2.svg' AND "linkage_type" = 'PROMOTION' AND "link" = '/promotions/live-casino-cashback';--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_fish-1' AND "group_name" = 'w_fish' AND "title" = 'Fishing Frenzy' AND "image_url" = '/wps/static/banners/w_fish-1.svg' AND "linkage_type" IS NULL AND "link" IS NULL;--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_pvp-1' AND "group_name" = 'w_pvp' AND "title" = 'Table Battles' AND "image_url" = '/wps/static/banners/w_pvp-1.svg' AND "linkage_type" IS NULL AND "link" IS NULL;--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_sports-1' AND "group_name" = 'w_sports' AND "title" = 'Every League, Every Day' AND "image_url" = '/wps/static/banners/w_sports-1.svg' AND "linkage_type" IS NULL AND "link" IS NULL;--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_sports-2' AND "group_name" = 'w_sports' AND "title" = 'Accumulator Boost' AND "image_url" = '/wps/static/banners/w_sports-2.svg' AND "linkage_type" = 'PROMOTION' AND "link" = '/promotions/weekend-accumulator-boost';--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_esports-1' AND "group_name" = 'w_esports' AND "title" = 'Esports Arena' AND "image_url" = '/wps/static/banners/w_esports-1.svg' AND "linkage_type" IS NULL AND "link" IS NULL;--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_lott-1' AND "group_name" = 'w_lott' AND "title" = 'Lucky Numbers Daily' AND "image_url" = '/wps/static/banners/w_lott-1.svg' AND "linkage_type" IS NULL AND "link" IS NULL;--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_lott-2' AND "group_name" = 'w_lott' AND "title" = 'Draws Every 5 Minutes' AND "image_url" = '/wps/static/banners/w_lott-2.svg' AND "linkage_type" = 'URL' AND "link" = '/elott';--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_down-1' AND "group_name" = 'w_down' AND "title" = 'Laro in Your Pocket' AND "image_url" = '/wps/static/banners/w_down-1.svg' AND "linkage_type" IS NULL AND "link" IS NULL;--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_promotion-1' AND "group_name" = 'w_promotion' AND "title" = 'This Month''s Offers' AND "image_url" = '/wps/static/banners/w_promotion-1.svg' AND "linkage_type" IS NULL AND "link" IS NULL;--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_promotion-2' AND "group_name" = 'w_promotion' AND "title" = 'Invite Friends, Earn Together' AND "image_url" = '/wps/static/banners/w_promotion-2.svg' AND "linkage_type" = 'PROMOTION' AND "link" = '/promotions/refer-a-friend';--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_shop-1' AND "group_name" = 'w_shop' AND "title" = 'Redeem Your Points' AND "image_url" = '/wps/static/banners/w_shop-1.svg' AND "linkage_type" IS NULL AND "link" IS NULL;--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_help-1' AND "group_name" = 'w_help' AND "title" = 'We''re Here to Help' AND "image_url" = '/wps/static/banners/w_help-1.svg' AND "linkage_type" IS NULL AND "link" IS NULL;--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_reg-1' AND "group_name" = 'w_reg' AND "title" = 'Start With a Bonus' AND "image_url" = '/wps/static/banners/w_reg-1.svg' AND "linkage_type" = 'PROMOTION' AND "link" = '/promotions/welcome-bonus';--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_reg-2' AND "group_name" = 'w_reg' AND "title" = 'Link Zalo, Get ₫131K' AND "image_url" = '/wps/static/banners/w_reg-2.svg' AND "linkage_type" = 'PROMOTION' AND "link" = '/promotions/zalo-link-bonus';--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_inhouse-1' AND "group_name" = 'w_inhouse' AND "title" = 'Provably Fair Games' AND "image_url" = '/wps/static/banners/w_inhouse-1.svg' AND "linkage_type" IS NULL AND "link" IS NULL;--> statement-breakpoint
DELETE FROM "banners" WHERE "id" = 'w_inhouse-2' AND "group_name" = 'w_inhouse' AND "title" = 'Roll the Dice' AND "image_url" = '/wps/static/banners/w_inhouse-2.svg' AND "linkage_type" = 'URL' AND "link" = '/inhouse';
