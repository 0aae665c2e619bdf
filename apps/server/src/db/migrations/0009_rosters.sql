CREATE TABLE `rosters` (
	`user_id` text NOT NULL,
	`id` text NOT NULL,
	`document` text NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer NOT NULL,
	`deleted_at` integer,
	PRIMARY KEY(`user_id`, `id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rosters_states` ON `rosters` (`user_id`,`id`,`updated_at`,`deleted`);