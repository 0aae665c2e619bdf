CREATE TABLE "rosters" (
	"user_id" text NOT NULL,
	"id" text NOT NULL,
	"document" text NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean NOT NULL,
	"deleted_at" bigint,
	CONSTRAINT "rosters_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
ALTER TABLE "rosters" ADD CONSTRAINT "rosters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rosters_states" ON "rosters" USING btree ("user_id","id","updated_at","deleted");