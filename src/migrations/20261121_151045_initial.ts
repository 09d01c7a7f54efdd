import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_btns_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_hero_btns_put_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_hero_btns_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum_pages_blocks_hero_btns_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum_pages_blocks_hero_btns_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum_pages_blocks_hero_btns_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_hero_btns_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum_pages_blocks_hero_layer_style" AS ENUM('light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_cta_btns_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_cta_btns_put_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_cta_btns_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum_pages_blocks_cta_btns_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum_pages_blocks_cta_btns_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum_pages_blocks_cta_btns_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_cta_btns_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum_pages_blocks_cta_layer_style" AS ENUM('light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_page_type" AS ENUM('PAGE', 'VENDOR', 'FORM', 'CONFIRMATION');
  CREATE TYPE "public"."enum_pages_page_category" AS ENUM('DEFAULT', 'DASHBOARD', 'LANDING', 'LEGAL');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum___pages_v_blocks_hero_btns_v_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum____pages_v_blocks_hero_btns_v_put_v_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum___pages_v_blocks_hero_btns_v_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum___pages_v_blocks_hero_btns_v_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum___pages_v_blocks_hero_btns_v_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum___pages_v_blocks_hero_btns_v_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum___pages_v_blocks_hero_btns_v_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_layer_style" AS ENUM('light', 'brand', 'dark');
  CREATE TYPE "public"."enum____pages_v_blocks_cta_v_btns_v_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_____pages_v_blocks_cta_v_btns_v_put_v_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum____pages_v_blocks_cta_v_btns_v_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum____pages_v_blocks_cta_v_btns_v_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum____pages_v_blocks_cta_v_btns_v_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum____pages_v_blocks_cta_v_btns_v_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum____pages_v_blocks_cta_v_btns_v_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum___pages_v_blocks_cta_v_layer_style" AS ENUM('light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_version_page_type" AS ENUM('PAGE', 'VENDOR', 'FORM', 'CONFIRMATION');
  CREATE TYPE "public"."enum__pages_v_version_page_category" AS ENUM('DEFAULT', 'DASHBOARD', 'LANDING', 'LEGAL');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_header_nav_items_visibility" AS ENUM('ALWAYS', 'LOGGED_OUT', 'LOGGED_IN');
  CREATE TYPE "public"."enum_footer_link_groups_links_nav_link_size" AS ENUM('sm', 'md');
  CREATE TABLE "pages_blocks_hero_btns_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_hero_btns_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_btns_put" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"user_type" "enum_pages_blocks_hero_btns_put_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_btns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_hero_btns_kind" DEFAULT 'internalLink',
  	"variant" "enum_pages_blocks_hero_btns_variant" DEFAULT 'primary',
  	"slot" "enum_pages_blocks_hero_btns_slot",
  	"icon" "enum_pages_blocks_hero_btns_icon",
  	"icon_placement" "enum_pages_blocks_hero_btns_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"headline" varchar,
  	"rich_text" jsonb,
  	"media_id" integer,
  	"layer_style" "enum_pages_blocks_hero_layer_style" DEFAULT 'light',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cta_btns_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_cta_btns_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_cta_btns_put" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"user_type" "enum_pages_blocks_cta_btns_put_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar
  );
  
  CREATE TABLE "pages_blocks_cta_btns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_cta_btns_kind" DEFAULT 'internalLink',
  	"variant" "enum_pages_blocks_cta_btns_variant" DEFAULT 'primary',
  	"slot" "enum_pages_blocks_cta_btns_slot",
  	"icon" "enum_pages_blocks_cta_btns_icon",
  	"icon_placement" "enum_pages_blocks_cta_btns_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"rich_text" jsonb,
  	"layer_style" "enum_pages_blocks_cta_layer_style" DEFAULT 'brand',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_name" varchar,
  	"page_path" varchar DEFAULT '',
  	"slug" varchar,
  	"url" varchar,
  	"page_type" "enum_pages_page_type" DEFAULT 'PAGE',
  	"page_category" "enum_pages_page_category" DEFAULT 'DEFAULT',
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "__pages_v_blocks_hero_btns_v_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum___pages_v_blocks_hero_btns_v_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "___pages_v_blocks_hero_btns_v_put_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_type" "enum____pages_v_blocks_hero_btns_v_put_v_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_hero_btns_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum___pages_v_blocks_hero_btns_v_kind" DEFAULT 'internalLink',
  	"variant" "enum___pages_v_blocks_hero_btns_v_variant" DEFAULT 'primary',
  	"slot" "enum___pages_v_blocks_hero_btns_v_slot",
  	"icon" "enum___pages_v_blocks_hero_btns_v_icon",
  	"icon_placement" "enum___pages_v_blocks_hero_btns_v_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"headline" varchar,
  	"rich_text" jsonb,
  	"media_id" integer,
  	"layer_style" "enum__pages_v_blocks_hero_layer_style" DEFAULT 'light',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___pages_v_blocks_cta_v_btns_v_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum____pages_v_blocks_cta_v_btns_v_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "____pages_v_blocks_cta_v_btns_v_put_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_type" "enum_____pages_v_blocks_cta_v_btns_v_put_v_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "___pages_v_blocks_cta_v_btns_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum____pages_v_blocks_cta_v_btns_v_kind" DEFAULT 'internalLink',
  	"variant" "enum____pages_v_blocks_cta_v_btns_v_variant" DEFAULT 'primary',
  	"slot" "enum____pages_v_blocks_cta_v_btns_v_slot",
  	"icon" "enum____pages_v_blocks_cta_v_btns_v_icon",
  	"icon_placement" "enum____pages_v_blocks_cta_v_btns_v_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_cta_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"rich_text" jsonb,
  	"layer_style" "enum___pages_v_blocks_cta_v_layer_style" DEFAULT 'brand',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_page_name" varchar,
  	"version_page_path" varchar DEFAULT '',
  	"version_slug" varchar,
  	"version_url" varchar,
  	"version_page_type" "enum__pages_v_version_page_type" DEFAULT 'PAGE',
  	"version_page_category" "enum__pages_v_version_page_category" DEFAULT 'DEFAULT',
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt_text" varchar NOT NULL,
  	"title" varchar,
  	"image_caption" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "header_nav_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"is_external" boolean DEFAULT false
  );
  
  CREATE TABLE "header_nav_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"is_external" boolean DEFAULT false,
  	"visibility" "enum_header_nav_items_visibility" DEFAULT 'ALWAYS' NOT NULL,
  	"is_highlighted" boolean DEFAULT false
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_link_groups_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"nav_link_label" varchar NOT NULL,
  	"nav_link_url" varchar NOT NULL,
  	"is_external" boolean DEFAULT false,
  	"nav_link_size" "enum_footer_link_groups_links_nav_link_size" DEFAULT 'md'
  );
  
  CREATE TABLE "footer_link_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"tagline" varchar,
  	"copyright" varchar DEFAULT '© 2024 Entrepreneurs Alliance. All rights reserved.' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_name" varchar DEFAULT 'EA Collective' NOT NULL,
  	"organization_name" varchar DEFAULT 'Entrepreneurs Alliance' NOT NULL,
  	"site_description" varchar NOT NULL,
  	"default_partner" varchar DEFAULT 'ea-express' NOT NULL,
  	"help_center_url" varchar,
  	"discord_url" varchar,
  	"logo_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_blocks_hero_btns_hide_button_if" ADD CONSTRAINT "pages_blocks_hero_btns_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_hero_btns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_btns_put" ADD CONSTRAINT "pages_blocks_hero_btns_put_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_btns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_btns" ADD CONSTRAINT "pages_blocks_hero_btns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_btns_hide_button_if" ADD CONSTRAINT "pages_blocks_cta_btns_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_cta_btns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_btns_put" ADD CONSTRAINT "pages_blocks_cta_btns_put_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cta_btns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_btns" ADD CONSTRAINT "pages_blocks_cta_btns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_hero_btns_v_hide_button_if" ADD CONSTRAINT "__pages_v_blocks_hero_btns_v_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."__pages_v_blocks_hero_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_hero_btns_v_put_v" ADD CONSTRAINT "___pages_v_blocks_hero_btns_v_put_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_hero_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_hero_btns_v" ADD CONSTRAINT "__pages_v_blocks_hero_btns_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_cta_v_btns_v_hide_button_if" ADD CONSTRAINT "___pages_v_blocks_cta_v_btns_v_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."___pages_v_blocks_cta_v_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "____pages_v_blocks_cta_v_btns_v_put_v" ADD CONSTRAINT "____pages_v_blocks_cta_v_btns_v_put_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."___pages_v_blocks_cta_v_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_cta_v_btns_v" ADD CONSTRAINT "___pages_v_blocks_cta_v_btns_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_cta_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_cta_v" ADD CONSTRAINT "__pages_v_blocks_cta_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_items_children" ADD CONSTRAINT "header_nav_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_nav_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_items" ADD CONSTRAINT "header_nav_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_link_groups_links" ADD CONSTRAINT "footer_link_groups_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_link_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_link_groups" ADD CONSTRAINT "footer_link_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer" ADD CONSTRAINT "footer_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_btns_hide_button_if_order_idx" ON "pages_blocks_hero_btns_hide_button_if" USING btree ("order");
  CREATE INDEX "pages_blocks_hero_btns_hide_button_if_parent_idx" ON "pages_blocks_hero_btns_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_hero_btns_put_order_idx" ON "pages_blocks_hero_btns_put" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_btns_put_parent_id_idx" ON "pages_blocks_hero_btns_put" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_btns_order_idx" ON "pages_blocks_hero_btns" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_btns_parent_id_idx" ON "pages_blocks_hero_btns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_media_idx" ON "pages_blocks_hero" USING btree ("media_id");
  CREATE INDEX "pages_blocks_cta_btns_hide_button_if_order_idx" ON "pages_blocks_cta_btns_hide_button_if" USING btree ("order");
  CREATE INDEX "pages_blocks_cta_btns_hide_button_if_parent_idx" ON "pages_blocks_cta_btns_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_cta_btns_put_order_idx" ON "pages_blocks_cta_btns_put" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_btns_put_parent_id_idx" ON "pages_blocks_cta_btns_put" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_btns_order_idx" ON "pages_blocks_cta_btns" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_btns_parent_id_idx" ON "pages_blocks_cta_btns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_order_idx" ON "pages_blocks_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_parent_id_idx" ON "pages_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_path_idx" ON "pages_blocks_cta" USING btree ("_path");
  CREATE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE UNIQUE INDEX "pages_url_idx" ON "pages" USING btree ("url");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "__pages_v_blocks_hero_btns_v_hide_button_if_order_idx" ON "__pages_v_blocks_hero_btns_v_hide_button_if" USING btree ("order");
  CREATE INDEX "__pages_v_blocks_hero_btns_v_hide_button_if_parent_idx" ON "__pages_v_blocks_hero_btns_v_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "___pages_v_blocks_hero_btns_v_put_v_order_idx" ON "___pages_v_blocks_hero_btns_v_put_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_hero_btns_v_put_v_parent_id_idx" ON "___pages_v_blocks_hero_btns_v_put_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_hero_btns_v_order_idx" ON "__pages_v_blocks_hero_btns_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_hero_btns_v_parent_id_idx" ON "__pages_v_blocks_hero_btns_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_media_idx" ON "_pages_v_blocks_hero" USING btree ("media_id");
  CREATE INDEX "___pages_v_blocks_cta_v_btns_v_hide_button_if_order_idx" ON "___pages_v_blocks_cta_v_btns_v_hide_button_if" USING btree ("order");
  CREATE INDEX "___pages_v_blocks_cta_v_btns_v_hide_button_if_parent_idx" ON "___pages_v_blocks_cta_v_btns_v_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "____pages_v_blocks_cta_v_btns_v_put_v_order_idx" ON "____pages_v_blocks_cta_v_btns_v_put_v" USING btree ("_order");
  CREATE INDEX "____pages_v_blocks_cta_v_btns_v_put_v_parent_id_idx" ON "____pages_v_blocks_cta_v_btns_v_put_v" USING btree ("_parent_id");
  CREATE INDEX "___pages_v_blocks_cta_v_btns_v_order_idx" ON "___pages_v_blocks_cta_v_btns_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_cta_v_btns_v_parent_id_idx" ON "___pages_v_blocks_cta_v_btns_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_cta_v_order_idx" ON "__pages_v_blocks_cta_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_cta_v_parent_id_idx" ON "__pages_v_blocks_cta_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_cta_v_path_idx" ON "__pages_v_blocks_cta_v" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_url_idx" ON "_pages_v" USING btree ("version_url");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "header_nav_items_children_order_idx" ON "header_nav_items_children" USING btree ("_order");
  CREATE INDEX "header_nav_items_children_parent_id_idx" ON "header_nav_items_children" USING btree ("_parent_id");
  CREATE INDEX "header_nav_items_order_idx" ON "header_nav_items" USING btree ("_order");
  CREATE INDEX "header_nav_items_parent_id_idx" ON "header_nav_items" USING btree ("_parent_id");
  CREATE INDEX "footer_link_groups_links_order_idx" ON "footer_link_groups_links" USING btree ("_order");
  CREATE INDEX "footer_link_groups_links_parent_id_idx" ON "footer_link_groups_links" USING btree ("_parent_id");
  CREATE INDEX "footer_link_groups_order_idx" ON "footer_link_groups" USING btree ("_order");
  CREATE INDEX "footer_link_groups_parent_id_idx" ON "footer_link_groups" USING btree ("_parent_id");
  CREATE INDEX "footer_logo_idx" ON "footer" USING btree ("logo_id");
  CREATE INDEX "site_settings_logo_idx" ON "site_settings" USING btree ("logo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_hero_btns_hide_button_if" CASCADE;
  DROP TABLE "pages_blocks_hero_btns_put" CASCADE;
  DROP TABLE "pages_blocks_hero_btns" CASCADE;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_cta_btns_hide_button_if" CASCADE;
  DROP TABLE "pages_blocks_cta_btns_put" CASCADE;
  DROP TABLE "pages_blocks_cta_btns" CASCADE;
  DROP TABLE "pages_blocks_cta" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "__pages_v_blocks_hero_btns_v_hide_button_if" CASCADE;
  DROP TABLE "___pages_v_blocks_hero_btns_v_put_v" CASCADE;
  DROP TABLE "__pages_v_blocks_hero_btns_v" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "___pages_v_blocks_cta_v_btns_v_hide_button_if" CASCADE;
  DROP TABLE "____pages_v_blocks_cta_v_btns_v_put_v" CASCADE;
  DROP TABLE "___pages_v_blocks_cta_v_btns_v" CASCADE;
  DROP TABLE "__pages_v_blocks_cta_v" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "header_nav_items_children" CASCADE;
  DROP TABLE "header_nav_items" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "footer_link_groups_links" CASCADE;
  DROP TABLE "footer_link_groups" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_hero_btns_hide_button_if";
  DROP TYPE "public"."enum_pages_blocks_hero_btns_put_user_type";
  DROP TYPE "public"."enum_pages_blocks_hero_btns_kind";
  DROP TYPE "public"."enum_pages_blocks_hero_btns_variant";
  DROP TYPE "public"."enum_pages_blocks_hero_btns_slot";
  DROP TYPE "public"."enum_pages_blocks_hero_btns_icon";
  DROP TYPE "public"."enum_pages_blocks_hero_btns_icon_placement";
  DROP TYPE "public"."enum_pages_blocks_hero_layer_style";
  DROP TYPE "public"."enum_pages_blocks_cta_btns_hide_button_if";
  DROP TYPE "public"."enum_pages_blocks_cta_btns_put_user_type";
  DROP TYPE "public"."enum_pages_blocks_cta_btns_kind";
  DROP TYPE "public"."enum_pages_blocks_cta_btns_variant";
  DROP TYPE "public"."enum_pages_blocks_cta_btns_slot";
  DROP TYPE "public"."enum_pages_blocks_cta_btns_icon";
  DROP TYPE "public"."enum_pages_blocks_cta_btns_icon_placement";
  DROP TYPE "public"."enum_pages_blocks_cta_layer_style";
  DROP TYPE "public"."enum_pages_page_type";
  DROP TYPE "public"."enum_pages_page_category";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum___pages_v_blocks_hero_btns_v_hide_button_if";
  DROP TYPE "public"."enum____pages_v_blocks_hero_btns_v_put_v_user_type";
  DROP TYPE "public"."enum___pages_v_blocks_hero_btns_v_kind";
  DROP TYPE "public"."enum___pages_v_blocks_hero_btns_v_variant";
  DROP TYPE "public"."enum___pages_v_blocks_hero_btns_v_slot";
  DROP TYPE "public"."enum___pages_v_blocks_hero_btns_v_icon";
  DROP TYPE "public"."enum___pages_v_blocks_hero_btns_v_icon_placement";
  DROP TYPE "public"."enum__pages_v_blocks_hero_layer_style";
  DROP TYPE "public"."enum____pages_v_blocks_cta_v_btns_v_hide_button_if";
  DROP TYPE "public"."enum_____pages_v_blocks_cta_v_btns_v_put_v_user_type";
  DROP TYPE "public"."enum____pages_v_blocks_cta_v_btns_v_kind";
  DROP TYPE "public"."enum____pages_v_blocks_cta_v_btns_v_variant";
  DROP TYPE "public"."enum____pages_v_blocks_cta_v_btns_v_slot";
  DROP TYPE "public"."enum____pages_v_blocks_cta_v_btns_v_icon";
  DROP TYPE "public"."enum____pages_v_blocks_cta_v_btns_v_icon_placement";
  DROP TYPE "public"."enum___pages_v_blocks_cta_v_layer_style";
  DROP TYPE "public"."enum__pages_v_version_page_type";
  DROP TYPE "public"."enum__pages_v_version_page_category";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_header_nav_items_visibility";
  DROP TYPE "public"."enum_footer_link_groups_links_nav_link_size";`)
}
