-- The VIP sign-in award (issue 18, appVipUserReceiveSignInAward): what each level of the ladder pays once
-- per UTC day for signing in, level 0 included. Seeded like the other rewards (seed revision 4).
ALTER TABLE vip_levels ADD COLUMN sign_in_award bigint NOT NULL DEFAULT 0 CHECK (sign_in_award >= 0);
