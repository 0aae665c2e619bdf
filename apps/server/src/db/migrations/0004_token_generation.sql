-- Bumped by logout, password change and reset: access tokens are signed with a key derived from it, so raising it ends them all at once.
ALTER TABLE `users` ADD `token_generation` integer DEFAULT 0 NOT NULL;
