-- The jackpot's app pages exist now (issue 19: /activity/jackpot, the modal and bubble, /rank), so its
-- activity (id 8, 0032_jackpot.sql) is switched on: it lists with the others and the draw runs.
UPDATE activities SET status = 1 WHERE id = 8 AND click_action = 'Jackpot';
