-- The SHA-256 of the token a refresh token was rotated into, so a second refresh within the grace window gets the same one.
ALTER TABLE `refresh_tokens` ADD `replaced_by` text;
