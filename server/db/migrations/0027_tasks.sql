-- Tasks (issue 18, spec 7 "Tasks and activities" and "VIP": getTaskUser, finishTask, receiveTaskAward,
-- activityGetStatusList, receiveVipTask, receiveVipTaskUnReceiveBonus). Operator rows shipped with this
-- migration (like sign_in_rewards and rebate_rates), so a database made by an earlier build receives them.
-- Groups and their periods: daily = the UTC date, weekly and vip = the ISO week (Monday 00:00 UTC),
-- newbie = once, counting only what happens in the first 7 days after registration. A vip task is claimable
-- from min_vip (player_vip.level). The name a player reads is the translation of the goal with the target.
CREATE TABLE tasks (
  id integer PRIMARY KEY,
  task_group text NOT NULL CHECK (task_group IN ('daily', 'weekly', 'newbie', 'vip')),
  -- deposit_amount and valid_bet_amount in minor units; bet_count, sign_in_days and visit are counts.
  goal text NOT NULL CHECK (goal IN ('deposit_amount', 'valid_bet_amount', 'bet_count', 'sign_in_days', 'visit')),
  target bigint NOT NULL CHECK (target > 0),
  -- Coin (prize 2001) to cash, minor units, no wagering requirement.
  reward bigint NOT NULL CHECK (reward > 0),
  min_vip integer NOT NULL DEFAULT 0 CHECK (min_vip >= 0),
  -- Where in the app the goal is done ('' = nowhere in particular); a visit task's page.
  link text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  -- 1 on, 0 off (hidden, counts nothing, pays nothing).
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  CHECK (goal <> 'visit' OR target = 1),
  CHECK (task_group = 'vip' OR min_vip = 0)
);
--> statement-breakpoint
INSERT INTO tasks (id, task_group, goal, target, reward, min_vip, link, sort) VALUES
  (101, 'daily', 'sign_in_days', 1, 50, 0, '/activity/sign-in', 1),
  (102, 'daily', 'deposit_amount', 2000, 200, 0, '/wallets', 2),
  (103, 'daily', 'valid_bet_amount', 10000, 100, 0, '/', 3),
  (104, 'daily', 'bet_count', 20, 50, 0, '/', 4),
  (201, 'weekly', 'deposit_amount', 20000, 1500, 0, '/wallets', 1),
  (202, 'weekly', 'valid_bet_amount', 100000, 1000, 0, '/', 2),
  (203, 'weekly', 'sign_in_days', 5, 500, 0, '/activity/sign-in', 3),
  (301, 'newbie', 'visit', 1, 100, 0, '/vip', 1),
  (302, 'newbie', 'deposit_amount', 1000, 500, 0, '/wallets', 2),
  (303, 'newbie', 'bet_count', 10, 200, 0, '/', 3),
  (304, 'newbie', 'visit', 1, 100, 0, '/faq', 4),
  (401, 'vip', 'valid_bet_amount', 200000, 2000, 1, '/', 1),
  (402, 'vip', 'deposit_amount', 100000, 5000, 3, '/wallets', 2),
  (403, 'vip', 'bet_count', 500, 10000, 5, '/', 3);
--> statement-breakpoint
-- Progress per player, task and period ('2026-11-22', '2026-W48', 'once'), written by the `activity.tasks`
-- consumer (server/modules/activity/tasks/tasks.consumer.ts) and finishTask. claimed_at set = paid: the
-- claim sets it in the transaction that posts house -> cash under key task:<player>:<task>:<period>.
CREATE TABLE task_progress (
  user_id bigint NOT NULL REFERENCES users (id),
  task_id integer NOT NULL REFERENCES tasks (id),
  period text NOT NULL,
  progress bigint NOT NULL DEFAULT 0 CHECK (progress >= 0),
  claimed_at timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, task_id, period)
);
--> statement-breakpoint
-- On a database with earlier events, tasks count from this migration on (the consumer's cursor starts at
-- the newest event; on a new database there is none, and it starts at the beginning).
INSERT INTO event_consumers (name, last_xid, last_id)
SELECT 'activity.tasks', d.tx_xid, d.id FROM domain_events d ORDER BY d.tx_xid DESC, d.id DESC LIMIT 1
ON CONFLICT (name) DO NOTHING;
