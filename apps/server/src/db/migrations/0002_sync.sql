CREATE TABLE `lists` (
	`user_id` text NOT NULL REFERENCES `users`(`id`) ON DELETE CASCADE,
	`id` text NOT NULL,
	`document` text NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer NOT NULL,
	`deleted_at` integer,
	PRIMARY KEY (`user_id`, `id`)
);
--> statement-breakpoint
CREATE TABLE `folders` (
	`user_id` text NOT NULL REFERENCES `users`(`id`) ON DELETE CASCADE,
	`id` text NOT NULL,
	`document` text NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer NOT NULL,
	`deleted_at` integer,
	PRIMARY KEY (`user_id`, `id`)
);
--> statement-breakpoint
CREATE TABLE `favorites` (
	`user_id` text NOT NULL REFERENCES `users`(`id`) ON DELETE CASCADE,
	`type` text NOT NULL,
	`key` text NOT NULL,
	`is_favorited` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY (`user_id`, `type`, `key`)
);
--> statement-breakpoint
CREATE TABLE `unit_settings` (
	`user_id` text NOT NULL REFERENCES `users`(`id`) ON DELETE CASCADE,
	`name` text NOT NULL,
	`upgrades` text NOT NULL,
	`weapons` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY (`user_id`, `name`)
);
--> statement-breakpoint
CREATE TABLE `share_links` (
	`code` text PRIMARY KEY NOT NULL,
	`segment` text NOT NULL,
	`segment_hash` text NOT NULL UNIQUE,
	`created_at` integer NOT NULL
);
