CREATE TABLE `game_data_builds` (
	`commit` text NOT NULL,
	`build_key` text NOT NULL,
	`handbook_name` text NOT NULL,
	`handbook_season` text NOT NULL,
	`etag` text NOT NULL,
	`json_bytes` integer NOT NULL,
	`gzip_bytes` integer NOT NULL,
	`brotli_bytes` integer NOT NULL,
	`warning_count` integer NOT NULL,
	`convert_ms` integer NOT NULL,
	`created_at` integer NOT NULL,
	`last_served_at` integer NOT NULL,
	PRIMARY KEY(`commit`, `build_key`)
);
--> statement-breakpoint
CREATE INDEX `game_data_builds_build_key_idx` ON `game_data_builds` (`build_key`);
