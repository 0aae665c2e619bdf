-- Record states (id, clock, deleted) read from an index, never from the rows that carry the documents.
CREATE INDEX `lists_states` ON `lists` (`user_id`,`id`,`updated_at`,`deleted`);
--> statement-breakpoint
CREATE INDEX `folders_states` ON `folders` (`user_id`,`id`,`updated_at`,`deleted`);
