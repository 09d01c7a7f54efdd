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
  CREATE TYPE "public"."enum_pages_blocks_base_btns_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_base_btns_put_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_base_btns_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum_pages_blocks_base_btns_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum_pages_blocks_base_btns_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum_pages_blocks_base_btns_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_base_btns_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum_pages_blocks_base_component" AS ENUM('stacked', 'split');
  CREATE TYPE "public"."enum_pages_blocks_base_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_full_btns_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_full_btns_put_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_full_btns_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum_pages_blocks_full_btns_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum_pages_blocks_full_btns_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum_pages_blocks_full_btns_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_full_btns_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum_pages_blocks_full_overlay" AS ENUM('dark', 'brand', 'light');
  CREATE TYPE "public"."enum_pages_blocks_full_content_align" AS ENUM('start', 'center');
  CREATE TYPE "public"."enum_pages_blocks_flip_btns_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_flip_btns_put_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_flip_btns_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum_pages_blocks_flip_btns_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum_pages_blocks_flip_btns_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum_pages_blocks_flip_btns_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_flip_btns_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum_pages_blocks_flip_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_feature_items_icon" AS ENUM('savings', 'discount', 'technology', 'shipping', 'package', 'printing', 'community', 'events', 'guides', 'protection', 'rewards', 'grant', 'partnership', 'store', 'business', 'growth', 'ideas', 'services', 'payments', 'chat', 'support', 'check');
  CREATE TYPE "public"."enum_pages_blocks_feature_btns_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_feature_btns_put_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_feature_btns_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum_pages_blocks_feature_btns_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum_pages_blocks_feature_btns_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum_pages_blocks_feature_btns_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_feature_btns_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum_pages_blocks_feature_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_feature_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum_pages_blocks_checklist_btns_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_checklist_btns_put_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_checklist_btns_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum_pages_blocks_checklist_btns_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum_pages_blocks_checklist_btns_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum_pages_blocks_checklist_btns_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_checklist_btns_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum_pages_blocks_checklist_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_checklist_columns" AS ENUM('1', '2');
  CREATE TYPE "public"."enum_pages_blocks_quote_panel_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_image_panel_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_iframe_embed_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_iframe_embed_card_json_overflow" AS ENUM('auto', 'hidden', 'scroll');
  CREATE TYPE "public"."enum_pages_blocks_iframe_embed_card_json_scrollbar_width" AS ENUM('auto', 'thin', 'none');
  CREATE TYPE "public"."enum_pages_blocks_share_card_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_site_form_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_site_form_form_kind" AS ENUM('grant', 'lead', 'mini-lead', 'simple-lead', 'supplier-lead', 'prospect-step-1', 'prospect-step-2', 'quote', 'account');
  CREATE TYPE "public"."enum_pages_blocks_connected_form_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_activate_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_benefits_request_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_dash_hero_btns_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_dash_hero_btns_put_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_dash_hero_btns_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum_pages_blocks_dash_hero_btns_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum_pages_blocks_dash_hero_btns_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum_pages_blocks_dash_hero_btns_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_dash_hero_btns_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum_pages_blocks_dash_hero_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_index_user_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_collapse_cards_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_slider_cards_btn_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_slider_cards_btn_put_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_slider_cards_btn_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum_pages_blocks_slider_cards_btn_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum_pages_blocks_slider_cards_btn_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum_pages_blocks_slider_cards_btn_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_slider_cards_btn_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum_pages_blocks_slider_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_grid_cards_btn_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_grid_cards_btn_put_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_grid_cards_btn_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum_pages_blocks_grid_cards_btn_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum_pages_blocks_grid_cards_btn_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum_pages_blocks_grid_cards_btn_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_grid_cards_btn_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum_pages_blocks_grid_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_ticker_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_partner_logo_header_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_partner_logo_header_block_status" AS ENUM('DEFAULT', 'SHOW_PARTNER');
  CREATE TYPE "public"."enum_pages_blocks_stat_cards_stats_stat_id" AS ENUM('sparks', 'messages', 'new-members', 'total-members', 'gifs', 'reactions');
  CREATE TYPE "public"."enum_pages_blocks_stat_cards_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_faq_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_dyn_btns_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_dyn_btns_put_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_dyn_btns_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum_pages_blocks_dyn_btns_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum_pages_blocks_dyn_btns_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum_pages_blocks_dyn_btns_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_dyn_btns_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum_pages_blocks_dyn_inl_btn_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_dyn_inl_btn_put_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_pages_blocks_dyn_inl_btn_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum_pages_blocks_dyn_inl_btn_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum_pages_blocks_dyn_inl_btn_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum_pages_blocks_dyn_inl_btn_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_dyn_inl_btn_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum_pages_blocks_dyn_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_dyn_display_as" AS ENUM('grid', 'slider');
  CREATE TYPE "public"."enum_pages_blocks_dyn_card_component" AS ENUM('auto', 'card', 'indexed', 'inPage', 'clickable');
  CREATE TYPE "public"."enum_pages_blocks_article_list_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_article_list_collection" AS ENUM('reads', 'guides', 'resources', 'events');
  CREATE TYPE "public"."enum_pages_blocks_article_list_event_status" AS ENUM('upcoming', 'completed', 'all');
  CREATE TYPE "public"."enum_pages_blocks_pc_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_pc_display" AS ENUM('grouped', 'flat');
  CREATE TYPE "public"."enum_pages_blocks_res_prev_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_page_type" AS ENUM('PAGE', 'VENDOR', 'FORM', 'CONFIRMATION');
  CREATE TYPE "public"."enum_pages_page_category" AS ENUM('DEFAULT', 'DASHBOARD', 'LANDING', 'LEGAL');
  CREATE TYPE "public"."enum_pages_page_object_pathway_slug" AS ENUM('member', 'benefits', 'plus', 'community');
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
  CREATE TYPE "public"."enum___pages_v_blocks_base_btns_v_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum____pages_v_blocks_base_btns_v_put_v_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum___pages_v_blocks_base_btns_v_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum___pages_v_blocks_base_btns_v_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum___pages_v_blocks_base_btns_v_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum___pages_v_blocks_base_btns_v_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum___pages_v_blocks_base_btns_v_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum__pages_v_blocks_base_component" AS ENUM('stacked', 'split');
  CREATE TYPE "public"."enum__pages_v_blocks_base_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum___pages_v_blocks_full_btns_v_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum____pages_v_blocks_full_btns_v_put_v_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum___pages_v_blocks_full_btns_v_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum___pages_v_blocks_full_btns_v_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum___pages_v_blocks_full_btns_v_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum___pages_v_blocks_full_btns_v_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum___pages_v_blocks_full_btns_v_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum__pages_v_blocks_full_overlay" AS ENUM('dark', 'brand', 'light');
  CREATE TYPE "public"."enum__pages_v_blocks_full_content_align" AS ENUM('start', 'center');
  CREATE TYPE "public"."enum___pages_v_blocks_flip_btns_v_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum____pages_v_blocks_flip_btns_v_put_v_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum___pages_v_blocks_flip_btns_v_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum___pages_v_blocks_flip_btns_v_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum___pages_v_blocks_flip_btns_v_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum___pages_v_blocks_flip_btns_v_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum___pages_v_blocks_flip_btns_v_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum__pages_v_blocks_flip_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_items_icon" AS ENUM('savings', 'discount', 'technology', 'shipping', 'package', 'printing', 'community', 'events', 'guides', 'protection', 'rewards', 'grant', 'partnership', 'store', 'business', 'growth', 'ideas', 'services', 'payments', 'chat', 'support', 'check');
  CREATE TYPE "public"."enum___pages_v_blocks_feature_btns_v_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum____pages_v_blocks_feature_btns_v_put_v_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum___pages_v_blocks_feature_btns_v_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum___pages_v_blocks_feature_btns_v_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum___pages_v_blocks_feature_btns_v_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum___pages_v_blocks_feature_btns_v_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum___pages_v_blocks_feature_btns_v_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum___pages_v_blocks_checklist_btns_v_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum____pages_v_blocks_checklist_btns_v_put_v_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum___pages_v_blocks_checklist_btns_v_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum___pages_v_blocks_checklist_btns_v_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum___pages_v_blocks_checklist_btns_v_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum___pages_v_blocks_checklist_btns_v_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum___pages_v_blocks_checklist_btns_v_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum__pages_v_blocks_checklist_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_checklist_columns" AS ENUM('1', '2');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_panel_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_image_panel_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_iframe_embed_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_iframe_embed_card_json_overflow" AS ENUM('auto', 'hidden', 'scroll');
  CREATE TYPE "public"."enum__pages_v_blocks_iframe_embed_card_json_scrollbar_width" AS ENUM('auto', 'thin', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_share_card_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_site_form_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_site_form_form_kind" AS ENUM('grant', 'lead', 'mini-lead', 'simple-lead', 'supplier-lead', 'prospect-step-1', 'prospect-step-2', 'quote', 'account');
  CREATE TYPE "public"."enum__pages_v_blocks_connected_form_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_activate_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_benefits_request_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum____pages_v_blocks_dash_hero_v_btns_v_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_____pages_v_blocks_dash_hero_v_btns_v_put_v_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum____pages_v_blocks_dash_hero_v_btns_v_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum____pages_v_blocks_dash_hero_v_btns_v_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum____pages_v_blocks_dash_hero_v_btns_v_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum____pages_v_blocks_dash_hero_v_btns_v_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum____pages_v_blocks_dash_hero_v_btns_v_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum___pages_v_blocks_dash_hero_v_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum___pages_v_blocks_index_user_v_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_collapse_cards_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum___pages_v_blocks_slider_cards_btn_v_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum____pages_v_blocks_slider_cards_btn_v_put_v_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum___pages_v_blocks_slider_cards_btn_v_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum___pages_v_blocks_slider_cards_btn_v_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum___pages_v_blocks_slider_cards_btn_v_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum___pages_v_blocks_slider_cards_btn_v_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum___pages_v_blocks_slider_cards_btn_v_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum____pages_v_blocks_grid_v_cards_btn_v_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_____pages_v_blocks_grid_v_cards_btn_v_put_v_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum____pages_v_blocks_grid_v_cards_btn_v_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum____pages_v_blocks_grid_v_cards_btn_v_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum____pages_v_blocks_grid_v_cards_btn_v_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum____pages_v_blocks_grid_v_cards_btn_v_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum____pages_v_blocks_grid_v_cards_btn_v_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum___pages_v_blocks_grid_v_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_ticker_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_partner_logo_header_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_partner_logo_header_block_status" AS ENUM('DEFAULT', 'SHOW_PARTNER');
  CREATE TYPE "public"."enum__pages_v_blocks_stat_cards_stats_stat_id" AS ENUM('sparks', 'messages', 'new-members', 'total-members', 'gifs', 'reactions');
  CREATE TYPE "public"."enum__pages_v_blocks_stat_cards_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_faq_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum____pages_v_blocks_dyn_v_btns_v_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_____pages_v_blocks_dyn_v_btns_v_put_v_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum____pages_v_blocks_dyn_v_btns_v_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum____pages_v_blocks_dyn_v_btns_v_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum____pages_v_blocks_dyn_v_btns_v_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum____pages_v_blocks_dyn_v_btns_v_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum____pages_v_blocks_dyn_v_btns_v_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum_____pages_v_blocks_dyn_v_inl_v_btn_v_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum______pages_v_blocks_dyn_v_inl_v_btn_v_put_v_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_____pages_v_blocks_dyn_v_inl_v_btn_v_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum_____pages_v_blocks_dyn_v_inl_v_btn_v_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum_____pages_v_blocks_dyn_v_inl_v_btn_v_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum_____pages_v_blocks_dyn_v_inl_v_btn_v_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum_____pages_v_blocks_dyn_v_inl_v_btn_v_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum___pages_v_blocks_dyn_v_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum___pages_v_blocks_dyn_v_display_as" AS ENUM('grid', 'slider');
  CREATE TYPE "public"."enum___pages_v_blocks_dyn_v_card_component" AS ENUM('auto', 'card', 'indexed', 'inPage', 'clickable');
  CREATE TYPE "public"."enum__pages_v_blocks_article_list_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_article_list_collection" AS ENUM('reads', 'guides', 'resources', 'events');
  CREATE TYPE "public"."enum__pages_v_blocks_article_list_event_status" AS ENUM('upcoming', 'completed', 'all');
  CREATE TYPE "public"."enum___pages_v_blocks_pc_v_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum___pages_v_blocks_pc_v_display" AS ENUM('grouped', 'flat');
  CREATE TYPE "public"."enum___pages_v_blocks_res_prev_v_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_version_page_type" AS ENUM('PAGE', 'VENDOR', 'FORM', 'CONFIRMATION');
  CREATE TYPE "public"."enum__pages_v_version_page_category" AS ENUM('DEFAULT', 'DASHBOARD', 'LANDING', 'LEGAL');
  CREATE TYPE "public"."enum__pages_v_version_page_object_pathway_slug" AS ENUM('member', 'benefits', 'plus', 'community');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_benefits_component" AS ENUM('card', 'indexed', 'inPage');
  CREATE TYPE "public"."enum_benefits_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__benefits_v_version_component" AS ENUM('card', 'indexed', 'inPage');
  CREATE TYPE "public"."enum__benefits_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_guides_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__guides_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_reads_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__reads_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_events_event_type" AS ENUM('WEBINAR', 'WORKSHOP', 'NETWORKING', 'OFFICE_HOURS', 'DISCORD_LIVE', 'IN_PERSON');
  CREATE TYPE "public"."enum_events_eventschedulestarttimestamp_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_event_type" AS ENUM('WEBINAR', 'WORKSHOP', 'NETWORKING', 'OFFICE_HOURS', 'DISCORD_LIVE', 'IN_PERSON');
  CREATE TYPE "public"."enum__events_v_version_eventschedulestarttimestamp_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_resources_resource_files_asset_type" AS ENUM('PDF', 'SPREADSHEET', 'DOCUMENT', 'PRESENTATION', 'IMAGE', 'LINK');
  CREATE TYPE "public"."enum_resources_resource_category" AS ENUM('TEMPLATES', 'CHECKLISTS', 'GUIDES', 'REPORTS', 'TOOLKITS');
  CREATE TYPE "public"."enum_resources_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__resources_v_version_resource_files_asset_type" AS ENUM('PDF', 'SPREADSHEET', 'DOCUMENT', 'PRESENTATION', 'IMAGE', 'LINK');
  CREATE TYPE "public"."enum__resources_v_version_resource_category" AS ENUM('TEMPLATES', 'CHECKLISTS', 'GUIDES', 'REPORTS', 'TOOLKITS');
  CREATE TYPE "public"."enum__resources_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_stat_items_stat_id" AS ENUM('sparks', 'messages', 'new-members', 'total-members', 'gifs', 'reactions');
  CREATE TYPE "public"."enum_side_cards_btns_hide_button_if" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_side_cards_btns_put_user_type" AS ENUM('ANON', 'GUEST', 'MEMBER', 'PLUS', 'UNKNOWN');
  CREATE TYPE "public"."enum_side_cards_btns_kind" AS ENUM('internalLink', 'externalLink', 'internalButton', 'externalButton', 'functionButton', 'featureButton');
  CREATE TYPE "public"."enum_side_cards_btns_variant" AS ENUM('primary', 'secondary', 'outline', 'text');
  CREATE TYPE "public"."enum_side_cards_btns_slot" AS ENUM('pathwayCta', 'typeform', 'memberBenefitBtnA', 'memberBenefitBtnB');
  CREATE TYPE "public"."enum_side_cards_btns_icon" AS ENUM('arrowForward', 'arrowUp', 'arrowBack', 'custom');
  CREATE TYPE "public"."enum_side_cards_btns_icon_placement" AS ENUM('LEFT', 'RIGHT');
  CREATE TYPE "public"."enum_vendors_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__vendors_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_products_product_layer_style" AS ENUM('light', 'brand', 'dark');
  CREATE TYPE "public"."enum_business_accounts_vendor_accounts_key" AS ENUM('DELL_ACCOUNT', 'FEDEX_ACCOUNT', 'ODP_CARD', 'ODP_PORTAL', 'ODP_ACCOUNT');
  CREATE TYPE "public"."enum_business_accounts_vendor_accounts_link_status" AS ENUM('PENDING', 'CONNECTED', 'REFUSED');
  CREATE TYPE "public"."enum_business_accounts_team_members_role" AS ENUM('OWNER', 'ADMIN', 'MEMBER');
  CREATE TYPE "public"."enum_business_accounts_status" AS ENUM('ACTIVE', 'PENDING', 'SUSPENDED');
  CREATE TYPE "public"."enum_business_accounts_business_info_industry" AS ENUM('accounting-finance', 'advertising-marketing', 'agriculture', 'architecture-engineering', 'arts-entertainment', 'automotive', 'aviation-aerospace', 'beauty-personal-care', 'cannabis-products-services', 'childcare', 'cleaning-janitorial', 'construction', 'consulting', 'design-creative', 'ecommerce', 'education', 'energy', 'event-planning', 'fitness-wellness', 'food-beverage', 'government', 'healthcare', 'home-services', 'hospitality', 'human-resources-staffing', 'information-technology', 'insurance', 'landscaping', 'legal', 'logistics-transportation', 'manufacturing', 'media-publishing', 'nonprofit', 'pet-services', 'photography-video', 'printing', 'professional-services', 'property-management', 'real-estate', 'religious-organizations', 'restaurants', 'retail', 'security', 'software-saas', 'sports-recreation', 'telecommunications', 'travel-tourism', 'utilities');
  CREATE TYPE "public"."enum_business_accounts_business_info_stage" AS ENUM('idea-development', 'start-up', 'growth', 'expansion', 'maturity');
  CREATE TYPE "public"."enum_business_accounts_business_info_number_of_employees" AS ENUM('Self Employed', '1-10', '11-24', '25-50', '51-200', '200+');
  CREATE TYPE "public"."enum_vendor_orders_vendor" AS ENUM('odp', 'dell', 'fedex');
  CREATE TYPE "public"."enum_vendor_orders_kind" AS ENUM('ORDER', 'QUOTE');
  CREATE TYPE "public"."enum_forms_blocks_form_input_input_type" AS ENUM('TEL', 'EMAIL', 'URL', 'ZIPCODE', 'TEXT');
  CREATE TYPE "public"."enum_forms_blocks_form_input_width" AS ENUM('full', 'half');
  CREATE TYPE "public"."enum_forms_blocks_form_select_width" AS ENUM('full', 'half');
  CREATE TYPE "public"."enum_forms_blocks_form_textarea_width" AS ENUM('full', 'half');
  CREATE TYPE "public"."enum_forms_blocks_form_slider_width" AS ENUM('full', 'half');
  CREATE TYPE "public"."enum_forms_blocks_form_rater_width" AS ENUM('full', 'half');
  CREATE TYPE "public"."enum_forms_blocks_form_checkbox_group_width" AS ENUM('full', 'half');
  CREATE TYPE "public"."enum_forms_form_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_forms_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__forms_v_blocks_form_input_input_type" AS ENUM('TEL', 'EMAIL', 'URL', 'ZIPCODE', 'TEXT');
  CREATE TYPE "public"."enum__forms_v_blocks_form_input_width" AS ENUM('full', 'half');
  CREATE TYPE "public"."enum__forms_v_blocks_form_select_width" AS ENUM('full', 'half');
  CREATE TYPE "public"."enum__forms_v_blocks_form_textarea_width" AS ENUM('full', 'half');
  CREATE TYPE "public"."enum__forms_v_blocks_form_slider_width" AS ENUM('full', 'half');
  CREATE TYPE "public"."enum__forms_v_blocks_form_rater_width" AS ENUM('full', 'half');
  CREATE TYPE "public"."enum__forms_v_blocks_form_checkbox_group_width" AS ENUM('full', 'half');
  CREATE TYPE "public"."enum__forms_v_version_form_layer_style" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__forms_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_form_submissions_form" AS ENUM('grant', 'lead', 'mini-lead', 'simple-lead', 'supplier-lead', 'prospect-step-1', 'prospect-step-2', 'quote', 'account', 'benefits', 'feedback', 'builder');
  CREATE TYPE "public"."enum_form_submissions_status" AS ENUM('new', 'in-review', 'accepted', 'declined');
  CREATE TYPE "public"."enum_quote_files_detected_format" AS ENUM('xlsx', 'xls', 'csv');
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
  
  CREATE TABLE "pages_blocks_base_btns_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_base_btns_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_base_btns_put" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"user_type" "enum_pages_blocks_base_btns_put_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar
  );
  
  CREATE TABLE "pages_blocks_base_btns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_base_btns_kind" DEFAULT 'internalLink',
  	"variant" "enum_pages_blocks_base_btns_variant" DEFAULT 'primary',
  	"slot" "enum_pages_blocks_base_btns_slot",
  	"icon" "enum_pages_blocks_base_btns_icon",
  	"icon_placement" "enum_pages_blocks_base_btns_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_base" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"component" "enum_pages_blocks_base_component" DEFAULT 'split',
  	"layer_style" "enum_pages_blocks_base_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"rich_text" jsonb,
  	"media_id" integer,
  	"media_order" numeric DEFAULT 0,
  	"note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_full_btns_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_full_btns_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_full_btns_put" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"user_type" "enum_pages_blocks_full_btns_put_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar
  );
  
  CREATE TABLE "pages_blocks_full_btns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_full_btns_kind" DEFAULT 'internalLink',
  	"variant" "enum_pages_blocks_full_btns_variant" DEFAULT 'primary',
  	"slot" "enum_pages_blocks_full_btns_slot",
  	"icon" "enum_pages_blocks_full_btns_icon",
  	"icon_placement" "enum_pages_blocks_full_btns_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_full" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"subheadline" varchar,
  	"rich_text" jsonb,
  	"media_id" integer,
  	"overlay" "enum_pages_blocks_full_overlay" DEFAULT 'dark',
  	"content_align" "enum_pages_blocks_full_content_align" DEFAULT 'start',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_flip_btns_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_flip_btns_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_flip_btns_put" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"user_type" "enum_pages_blocks_flip_btns_put_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar
  );
  
  CREATE TABLE "pages_blocks_flip_btns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_flip_btns_kind" DEFAULT 'internalLink',
  	"variant" "enum_pages_blocks_flip_btns_variant" DEFAULT 'primary',
  	"slot" "enum_pages_blocks_flip_btns_slot",
  	"icon" "enum_pages_blocks_flip_btns_icon",
  	"icon_placement" "enum_pages_blocks_flip_btns_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_flip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_flip_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"rich_text" jsonb,
  	"media_id" integer,
  	"media_order" numeric DEFAULT 0,
  	"note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_feature_items_icon",
  	"media_id" integer,
  	"headline" varchar,
  	"copy" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_btns_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_feature_btns_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_feature_btns_put" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"user_type" "enum_pages_blocks_feature_btns_put_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_btns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_feature_btns_kind" DEFAULT 'internalLink',
  	"variant" "enum_pages_blocks_feature_btns_variant" DEFAULT 'primary',
  	"slot" "enum_pages_blocks_feature_btns_slot",
  	"icon" "enum_pages_blocks_feature_btns_icon",
  	"icon_placement" "enum_pages_blocks_feature_btns_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_feature" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_feature_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"rich_text" jsonb,
  	"columns" "enum_pages_blocks_feature_columns" DEFAULT '3',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_checklist_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"detail" varchar
  );
  
  CREATE TABLE "pages_blocks_checklist_btns_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_checklist_btns_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_checklist_btns_put" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"user_type" "enum_pages_blocks_checklist_btns_put_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar
  );
  
  CREATE TABLE "pages_blocks_checklist_btns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_checklist_btns_kind" DEFAULT 'internalLink',
  	"variant" "enum_pages_blocks_checklist_btns_variant" DEFAULT 'primary',
  	"slot" "enum_pages_blocks_checklist_btns_slot",
  	"icon" "enum_pages_blocks_checklist_btns_icon",
  	"icon_placement" "enum_pages_blocks_checklist_btns_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_checklist_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"rich_text" jsonb,
  	"columns" "enum_pages_blocks_checklist_columns" DEFAULT '1',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_quote_panel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_quote_panel_layer_style" DEFAULT 'light',
  	"headline" varchar,
  	"quote" varchar,
  	"name" varchar,
  	"title" varchar,
  	"company" varchar,
  	"photo_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_panel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_image_panel_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"media_id" integer,
  	"caption" varchar,
  	"link_href" varchar,
  	"link_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_iframe_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_iframe_embed_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"embed_title" varchar,
  	"card_json_i_frame_src" varchar,
  	"card_json_height" varchar DEFAULT '600px',
  	"card_json_width" varchar DEFAULT '100%',
  	"card_json_overflow" "enum_pages_blocks_iframe_embed_card_json_overflow" DEFAULT 'auto',
  	"card_json_scrollbar_width" "enum_pages_blocks_iframe_embed_card_json_scrollbar_width" DEFAULT 'auto',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_share_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_share_card_layer_style" DEFAULT 'light',
  	"headline" varchar,
  	"subheadline" varchar,
  	"share_url" varchar,
  	"share_title" varchar,
  	"share_text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_site_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_site_form_layer_style" DEFAULT 'light',
  	"form_kind" "enum_pages_blocks_site_form_form_kind",
  	"anchor" varchar,
  	"headline" varchar,
  	"subheadline" varchar,
  	"page_source" varchar,
  	"submit_label" varchar DEFAULT 'Submit',
  	"form_note" varchar,
  	"is_redirect" boolean DEFAULT true,
  	"confirm_message" varchar,
  	"contact_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_connected_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_connected_form_layer_style" DEFAULT 'white',
  	"form_id" integer,
  	"anchor" varchar,
  	"headline" varchar,
  	"subheadline" varchar,
  	"copy" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_activate" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_activate_layer_style" DEFAULT 'white',
  	"form_id" integer,
  	"headline" varchar,
  	"subheadline" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_benefits_request" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_benefits_request_layer_style" DEFAULT 'light',
  	"headline" varchar,
  	"subheadline" varchar,
  	"page_source" varchar DEFAULT 'benefits',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_dash_hero_btns_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_dash_hero_btns_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_dash_hero_btns_put" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"user_type" "enum_pages_blocks_dash_hero_btns_put_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar
  );
  
  CREATE TABLE "pages_blocks_dash_hero_btns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_dash_hero_btns_kind" DEFAULT 'internalLink',
  	"variant" "enum_pages_blocks_dash_hero_btns_variant" DEFAULT 'primary',
  	"slot" "enum_pages_blocks_dash_hero_btns_slot",
  	"icon" "enum_pages_blocks_dash_hero_btns_icon",
  	"icon_placement" "enum_pages_blocks_dash_hero_btns_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_dash_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_dash_hero_layer_style" DEFAULT 'brand',
  	"greeting" varchar DEFAULT 'Welcome back',
  	"subheadline" varchar,
  	"rich_text" jsonb,
  	"media_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_index_user" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_index_user_layer_style" DEFAULT 'white',
  	"greeting" varchar DEFAULT 'Hello',
  	"subheadline" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_collapse_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"card_headline" varchar,
  	"card_copy" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "pages_blocks_collapse_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_collapse_cards_layer_style" DEFAULT 'light',
  	"headline" varchar,
  	"subheadline" varchar,
  	"partner_slug" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_slider_cards_btn_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_slider_cards_btn_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_slider_cards_btn_put" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"user_type" "enum_pages_blocks_slider_cards_btn_put_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar
  );
  
  CREATE TABLE "pages_blocks_slider_cards_btn" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_slider_cards_btn_kind" DEFAULT 'internalLink',
  	"variant" "enum_pages_blocks_slider_cards_btn_variant" DEFAULT 'primary',
  	"slot" "enum_pages_blocks_slider_cards_btn_slot",
  	"icon" "enum_pages_blocks_slider_cards_btn_icon",
  	"icon_placement" "enum_pages_blocks_slider_cards_btn_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_slider_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"card_headline" varchar,
  	"card_subheadline" varchar,
  	"card_media_id" integer,
  	"card_rich_text" jsonb,
  	"card_note" varchar
  );
  
  CREATE TABLE "pages_blocks_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_slider_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"feature_label" varchar,
  	"feature_path" varchar,
  	"feature_text" varchar,
  	"feature_token" varchar,
  	"show_dots" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_grid_cards_btn_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_grid_cards_btn_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_grid_cards_btn_put" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"user_type" "enum_pages_blocks_grid_cards_btn_put_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar
  );
  
  CREATE TABLE "pages_blocks_grid_cards_btn" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_grid_cards_btn_kind" DEFAULT 'internalLink',
  	"variant" "enum_pages_blocks_grid_cards_btn_variant" DEFAULT 'primary',
  	"slot" "enum_pages_blocks_grid_cards_btn_slot",
  	"icon" "enum_pages_blocks_grid_cards_btn_icon",
  	"icon_placement" "enum_pages_blocks_grid_cards_btn_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"card_headline" varchar,
  	"card_subheadline" varchar,
  	"card_media_id" integer,
  	"card_rich_text" jsonb,
  	"card_note" varchar
  );
  
  CREATE TABLE "pages_blocks_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_grid_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"feature_label" varchar,
  	"feature_path" varchar,
  	"feature_text" varchar,
  	"feature_token" varchar,
  	"has_grid" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_ticker_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"logo_id" integer,
  	"href" varchar
  );
  
  CREATE TABLE "pages_blocks_ticker" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_ticker_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"speed_factor" numeric DEFAULT 4,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_partner_logo_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_partner_logo_header_layer_style" DEFAULT 'white',
  	"block_status" "enum_pages_blocks_partner_logo_header_block_status" DEFAULT 'DEFAULT',
  	"partner_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stat_cards_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"stat_id" "enum_pages_blocks_stat_cards_stats_stat_id",
  	"title" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_stat_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_stat_cards_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"faq_headline" varchar,
  	"faq_copy" jsonb
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_faq_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_dyn_btns_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_dyn_btns_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_dyn_btns_put" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"user_type" "enum_pages_blocks_dyn_btns_put_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar
  );
  
  CREATE TABLE "pages_blocks_dyn_btns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_dyn_btns_kind" DEFAULT 'internalLink',
  	"variant" "enum_pages_blocks_dyn_btns_variant" DEFAULT 'primary',
  	"slot" "enum_pages_blocks_dyn_btns_slot",
  	"icon" "enum_pages_blocks_dyn_btns_icon",
  	"icon_placement" "enum_pages_blocks_dyn_btns_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_dyn_inl_btn_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_dyn_inl_btn_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_dyn_inl_btn_put" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"user_type" "enum_pages_blocks_dyn_inl_btn_put_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar
  );
  
  CREATE TABLE "pages_blocks_dyn_inl_btn" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_dyn_inl_btn_kind" DEFAULT 'internalLink',
  	"variant" "enum_pages_blocks_dyn_inl_btn_variant" DEFAULT 'primary',
  	"slot" "enum_pages_blocks_dyn_inl_btn_slot",
  	"icon" "enum_pages_blocks_dyn_inl_btn_icon",
  	"icon_placement" "enum_pages_blocks_dyn_inl_btn_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_dyn_inl" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"card_headline" varchar,
  	"card_subheadline" varchar,
  	"card_media_id" integer,
  	"card_rich_text" jsonb,
  	"card_note" varchar
  );
  
  CREATE TABLE "pages_blocks_dyn" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_dyn_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"copy" jsonb,
  	"feature_label" varchar,
  	"feature_path" varchar,
  	"feature_text" varchar,
  	"feature_token" varchar,
  	"display_as" "enum_pages_blocks_dyn_display_as" DEFAULT 'grid',
  	"card_component" "enum_pages_blocks_dyn_card_component" DEFAULT 'auto',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_article_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_article_list_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"collection" "enum_pages_blocks_article_list_collection" DEFAULT 'reads',
  	"page_size" numeric DEFAULT 6,
  	"tag" varchar,
  	"event_status" "enum_pages_blocks_article_list_event_status" DEFAULT 'upcoming',
  	"empty_message" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_pc" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_pc_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"collection_id" integer,
  	"display" "enum_pages_blocks_pc_display" DEFAULT 'grouped',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_res_prev" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer_style" "enum_pages_blocks_res_prev_layer_style" DEFAULT 'light',
  	"headline" varchar,
  	"subheadline" varchar,
  	"resource_id" integer,
  	"preview_label" varchar,
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
  	"page_object_form_json" jsonb,
  	"page_object_external_cta" varchar,
  	"page_object_contact_url" varchar,
  	"page_object_feature_token" varchar,
  	"page_object_pathway_slug" "enum_pages_page_object_pathway_slug",
  	"page_object_page_file_id" integer,
  	"page_object_partner_data_partner_name" varchar,
  	"page_object_partner_data_partner_slug" varchar DEFAULT 'ea-express',
  	"page_object_partner_data_partner_logo_id" integer,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"benefits_id" integer,
  	"vendors_id" integer,
  	"guides_id" integer,
  	"reads_id" integer,
  	"events_id" integer,
  	"resources_id" integer,
  	"faqs_id" integer,
  	"side_cards_id" integer
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
  
  CREATE TABLE "__pages_v_blocks_base_btns_v_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum___pages_v_blocks_base_btns_v_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "___pages_v_blocks_base_btns_v_put_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_type" "enum____pages_v_blocks_base_btns_v_put_v_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_base_btns_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum___pages_v_blocks_base_btns_v_kind" DEFAULT 'internalLink',
  	"variant" "enum___pages_v_blocks_base_btns_v_variant" DEFAULT 'primary',
  	"slot" "enum___pages_v_blocks_base_btns_v_slot",
  	"icon" "enum___pages_v_blocks_base_btns_v_icon",
  	"icon_placement" "enum___pages_v_blocks_base_btns_v_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_base" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"component" "enum__pages_v_blocks_base_component" DEFAULT 'split',
  	"layer_style" "enum__pages_v_blocks_base_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"rich_text" jsonb,
  	"media_id" integer,
  	"media_order" numeric DEFAULT 0,
  	"note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_full_btns_v_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum___pages_v_blocks_full_btns_v_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "___pages_v_blocks_full_btns_v_put_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_type" "enum____pages_v_blocks_full_btns_v_put_v_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_full_btns_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum___pages_v_blocks_full_btns_v_kind" DEFAULT 'internalLink',
  	"variant" "enum___pages_v_blocks_full_btns_v_variant" DEFAULT 'primary',
  	"slot" "enum___pages_v_blocks_full_btns_v_slot",
  	"icon" "enum___pages_v_blocks_full_btns_v_icon",
  	"icon_placement" "enum___pages_v_blocks_full_btns_v_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_full" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"subheadline" varchar,
  	"rich_text" jsonb,
  	"media_id" integer,
  	"overlay" "enum__pages_v_blocks_full_overlay" DEFAULT 'dark',
  	"content_align" "enum__pages_v_blocks_full_content_align" DEFAULT 'start',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_flip_btns_v_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum___pages_v_blocks_flip_btns_v_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "___pages_v_blocks_flip_btns_v_put_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_type" "enum____pages_v_blocks_flip_btns_v_put_v_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_flip_btns_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum___pages_v_blocks_flip_btns_v_kind" DEFAULT 'internalLink',
  	"variant" "enum___pages_v_blocks_flip_btns_v_variant" DEFAULT 'primary',
  	"slot" "enum___pages_v_blocks_flip_btns_v_slot",
  	"icon" "enum___pages_v_blocks_flip_btns_v_icon",
  	"icon_placement" "enum___pages_v_blocks_flip_btns_v_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_flip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum__pages_v_blocks_flip_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"rich_text" jsonb,
  	"media_id" integer,
  	"media_order" numeric DEFAULT 0,
  	"note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_feature_items_icon",
  	"media_id" integer,
  	"headline" varchar,
  	"copy" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_feature_btns_v_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum___pages_v_blocks_feature_btns_v_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "___pages_v_blocks_feature_btns_v_put_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_type" "enum____pages_v_blocks_feature_btns_v_put_v_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_feature_btns_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum___pages_v_blocks_feature_btns_v_kind" DEFAULT 'internalLink',
  	"variant" "enum___pages_v_blocks_feature_btns_v_variant" DEFAULT 'primary',
  	"slot" "enum___pages_v_blocks_feature_btns_v_slot",
  	"icon" "enum___pages_v_blocks_feature_btns_v_icon",
  	"icon_placement" "enum___pages_v_blocks_feature_btns_v_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum__pages_v_blocks_feature_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"rich_text" jsonb,
  	"columns" "enum__pages_v_blocks_feature_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_checklist_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"detail" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_checklist_btns_v_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum___pages_v_blocks_checklist_btns_v_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "___pages_v_blocks_checklist_btns_v_put_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_type" "enum____pages_v_blocks_checklist_btns_v_put_v_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_checklist_btns_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum___pages_v_blocks_checklist_btns_v_kind" DEFAULT 'internalLink',
  	"variant" "enum___pages_v_blocks_checklist_btns_v_variant" DEFAULT 'primary',
  	"slot" "enum___pages_v_blocks_checklist_btns_v_slot",
  	"icon" "enum___pages_v_blocks_checklist_btns_v_icon",
  	"icon_placement" "enum___pages_v_blocks_checklist_btns_v_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum__pages_v_blocks_checklist_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"rich_text" jsonb,
  	"columns" "enum__pages_v_blocks_checklist_columns" DEFAULT '1',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quote_panel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum__pages_v_blocks_quote_panel_layer_style" DEFAULT 'light',
  	"headline" varchar,
  	"quote" varchar,
  	"name" varchar,
  	"title" varchar,
  	"company" varchar,
  	"photo_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_panel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum__pages_v_blocks_image_panel_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"media_id" integer,
  	"caption" varchar,
  	"link_href" varchar,
  	"link_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_iframe_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum__pages_v_blocks_iframe_embed_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"embed_title" varchar,
  	"card_json_i_frame_src" varchar,
  	"card_json_height" varchar DEFAULT '600px',
  	"card_json_width" varchar DEFAULT '100%',
  	"card_json_overflow" "enum__pages_v_blocks_iframe_embed_card_json_overflow" DEFAULT 'auto',
  	"card_json_scrollbar_width" "enum__pages_v_blocks_iframe_embed_card_json_scrollbar_width" DEFAULT 'auto',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_share_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum__pages_v_blocks_share_card_layer_style" DEFAULT 'light',
  	"headline" varchar,
  	"subheadline" varchar,
  	"share_url" varchar,
  	"share_title" varchar,
  	"share_text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_site_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum__pages_v_blocks_site_form_layer_style" DEFAULT 'light',
  	"form_kind" "enum__pages_v_blocks_site_form_form_kind",
  	"anchor" varchar,
  	"headline" varchar,
  	"subheadline" varchar,
  	"page_source" varchar,
  	"submit_label" varchar DEFAULT 'Submit',
  	"form_note" varchar,
  	"is_redirect" boolean DEFAULT true,
  	"confirm_message" varchar,
  	"contact_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_connected_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum__pages_v_blocks_connected_form_layer_style" DEFAULT 'white',
  	"form_id" integer,
  	"anchor" varchar,
  	"headline" varchar,
  	"subheadline" varchar,
  	"copy" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_activate" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum__pages_v_blocks_activate_layer_style" DEFAULT 'white',
  	"form_id" integer,
  	"headline" varchar,
  	"subheadline" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_benefits_request" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum__pages_v_blocks_benefits_request_layer_style" DEFAULT 'light',
  	"headline" varchar,
  	"subheadline" varchar,
  	"page_source" varchar DEFAULT 'benefits',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___pages_v_blocks_dash_hero_v_btns_v_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum____pages_v_blocks_dash_hero_v_btns_v_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "____pages_v_blocks_dash_hero_v_btns_v_put_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_type" "enum_____pages_v_blocks_dash_hero_v_btns_v_put_v_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "___pages_v_blocks_dash_hero_v_btns_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum____pages_v_blocks_dash_hero_v_btns_v_kind" DEFAULT 'internalLink',
  	"variant" "enum____pages_v_blocks_dash_hero_v_btns_v_variant" DEFAULT 'primary',
  	"slot" "enum____pages_v_blocks_dash_hero_v_btns_v_slot",
  	"icon" "enum____pages_v_blocks_dash_hero_v_btns_v_icon",
  	"icon_placement" "enum____pages_v_blocks_dash_hero_v_btns_v_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_dash_hero_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum___pages_v_blocks_dash_hero_v_layer_style" DEFAULT 'brand',
  	"greeting" varchar DEFAULT 'Welcome back',
  	"subheadline" varchar,
  	"rich_text" jsonb,
  	"media_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_index_user_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum___pages_v_blocks_index_user_v_layer_style" DEFAULT 'white',
  	"greeting" varchar DEFAULT 'Hello',
  	"subheadline" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_collapse_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"card_headline" varchar,
  	"card_copy" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_collapse_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum__pages_v_blocks_collapse_cards_layer_style" DEFAULT 'light',
  	"headline" varchar,
  	"subheadline" varchar,
  	"partner_slug" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_slider_cards_btn_v_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum___pages_v_blocks_slider_cards_btn_v_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "___pages_v_blocks_slider_cards_btn_v_put_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_type" "enum____pages_v_blocks_slider_cards_btn_v_put_v_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_slider_cards_btn_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum___pages_v_blocks_slider_cards_btn_v_kind" DEFAULT 'internalLink',
  	"variant" "enum___pages_v_blocks_slider_cards_btn_v_variant" DEFAULT 'primary',
  	"slot" "enum___pages_v_blocks_slider_cards_btn_v_slot",
  	"icon" "enum___pages_v_blocks_slider_cards_btn_v_icon",
  	"icon_placement" "enum___pages_v_blocks_slider_cards_btn_v_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_slider_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"card_headline" varchar,
  	"card_subheadline" varchar,
  	"card_media_id" integer,
  	"card_rich_text" jsonb,
  	"card_note" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum__pages_v_blocks_slider_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"feature_label" varchar,
  	"feature_path" varchar,
  	"feature_text" varchar,
  	"feature_token" varchar,
  	"show_dots" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___pages_v_blocks_grid_v_cards_btn_v_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum____pages_v_blocks_grid_v_cards_btn_v_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "____pages_v_blocks_grid_v_cards_btn_v_put_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_type" "enum_____pages_v_blocks_grid_v_cards_btn_v_put_v_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "___pages_v_blocks_grid_v_cards_btn_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum____pages_v_blocks_grid_v_cards_btn_v_kind" DEFAULT 'internalLink',
  	"variant" "enum____pages_v_blocks_grid_v_cards_btn_v_variant" DEFAULT 'primary',
  	"slot" "enum____pages_v_blocks_grid_v_cards_btn_v_slot",
  	"icon" "enum____pages_v_blocks_grid_v_cards_btn_v_icon",
  	"icon_placement" "enum____pages_v_blocks_grid_v_cards_btn_v_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_grid_v_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"card_headline" varchar,
  	"card_subheadline" varchar,
  	"card_media_id" integer,
  	"card_rich_text" jsonb,
  	"card_note" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_grid_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum___pages_v_blocks_grid_v_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"feature_label" varchar,
  	"feature_path" varchar,
  	"feature_text" varchar,
  	"feature_token" varchar,
  	"has_grid" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_ticker_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"logo_id" integer,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_ticker" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum__pages_v_blocks_ticker_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"speed_factor" numeric DEFAULT 4,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_partner_logo_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum__pages_v_blocks_partner_logo_header_layer_style" DEFAULT 'white',
  	"block_status" "enum__pages_v_blocks_partner_logo_header_block_status" DEFAULT 'DEFAULT',
  	"partner_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stat_cards_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"stat_id" "enum__pages_v_blocks_stat_cards_stats_stat_id",
  	"title" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stat_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum__pages_v_blocks_stat_cards_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"faq_headline" varchar,
  	"faq_copy" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum__pages_v_blocks_faq_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___pages_v_blocks_dyn_v_btns_v_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum____pages_v_blocks_dyn_v_btns_v_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "____pages_v_blocks_dyn_v_btns_v_put_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_type" "enum_____pages_v_blocks_dyn_v_btns_v_put_v_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "___pages_v_blocks_dyn_v_btns_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum____pages_v_blocks_dyn_v_btns_v_kind" DEFAULT 'internalLink',
  	"variant" "enum____pages_v_blocks_dyn_v_btns_v_variant" DEFAULT 'primary',
  	"slot" "enum____pages_v_blocks_dyn_v_btns_v_slot",
  	"icon" "enum____pages_v_blocks_dyn_v_btns_v_icon",
  	"icon_placement" "enum____pages_v_blocks_dyn_v_btns_v_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "____pages_v_blocks_dyn_v_inl_v_btn_v_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_____pages_v_blocks_dyn_v_inl_v_btn_v_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_____pages_v_blocks_dyn_v_inl_v_btn_v_put_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_type" "enum______pages_v_blocks_dyn_v_inl_v_btn_v_put_v_user_type" DEFAULT 'GUEST',
  	"label" varchar,
  	"href" varchar,
  	"info" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "____pages_v_blocks_dyn_v_inl_v_btn_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_____pages_v_blocks_dyn_v_inl_v_btn_v_kind" DEFAULT 'internalLink',
  	"variant" "enum_____pages_v_blocks_dyn_v_inl_v_btn_v_variant" DEFAULT 'primary',
  	"slot" "enum_____pages_v_blocks_dyn_v_inl_v_btn_v_slot",
  	"icon" "enum_____pages_v_blocks_dyn_v_inl_v_btn_v_icon",
  	"icon_placement" "enum_____pages_v_blocks_dyn_v_inl_v_btn_v_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "___pages_v_blocks_dyn_v_inl_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"card_headline" varchar,
  	"card_subheadline" varchar,
  	"card_media_id" integer,
  	"card_rich_text" jsonb,
  	"card_note" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_dyn_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum___pages_v_blocks_dyn_v_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"copy" jsonb,
  	"feature_label" varchar,
  	"feature_path" varchar,
  	"feature_text" varchar,
  	"feature_token" varchar,
  	"display_as" "enum___pages_v_blocks_dyn_v_display_as" DEFAULT 'grid',
  	"card_component" "enum___pages_v_blocks_dyn_v_card_component" DEFAULT 'auto',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_article_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum__pages_v_blocks_article_list_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"collection" "enum__pages_v_blocks_article_list_collection" DEFAULT 'reads',
  	"page_size" numeric DEFAULT 6,
  	"tag" varchar,
  	"event_status" "enum__pages_v_blocks_article_list_event_status" DEFAULT 'upcoming',
  	"empty_message" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_pc_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum___pages_v_blocks_pc_v_layer_style" DEFAULT 'white',
  	"headline" varchar,
  	"subheadline" varchar,
  	"collection_id" integer,
  	"display" "enum___pages_v_blocks_pc_v_display" DEFAULT 'grouped',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_res_prev_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer_style" "enum___pages_v_blocks_res_prev_v_layer_style" DEFAULT 'light',
  	"headline" varchar,
  	"subheadline" varchar,
  	"resource_id" integer,
  	"preview_label" varchar,
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
  	"version_page_object_form_json" jsonb,
  	"version_page_object_external_cta" varchar,
  	"version_page_object_contact_url" varchar,
  	"version_page_object_feature_token" varchar,
  	"version_page_object_pathway_slug" "enum__pages_v_version_page_object_pathway_slug",
  	"version_page_object_page_file_id" integer,
  	"version_page_object_partner_data_partner_name" varchar,
  	"version_page_object_partner_data_partner_slug" varchar DEFAULT 'ea-express',
  	"version_page_object_partner_data_partner_logo_id" integer,
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
  
  CREATE TABLE "_pages_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"benefits_id" integer,
  	"vendors_id" integer,
  	"guides_id" integer,
  	"reads_id" integer,
  	"events_id" integer,
  	"resources_id" integer,
  	"faqs_id" integer,
  	"side_cards_id" integer
  );
  
  CREATE TABLE "benefits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"benefit_partner_name" varchar,
  	"benefit_perk" varchar,
  	"benefit_value" varchar,
  	"benefit_card_title" varchar,
  	"benefit_card_subtitle" varchar,
  	"benefit_card_headline" varchar,
  	"benefit_card_value" varchar,
  	"benefit_card_copy" varchar,
  	"benefit_card_alt_rich_text" jsonb,
  	"component" "enum_benefits_component" DEFAULT 'card',
  	"benefit_headline" varchar,
  	"benefit_image_id" integer,
  	"benefit_rich_text" jsonb,
  	"benefit_partner_logo_id" integer,
  	"benefit_partner_logo_alt" varchar,
  	"benefit_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_benefits_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "benefits_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"pages_id" integer
  );
  
  CREATE TABLE "_benefits_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_benefit_partner_name" varchar,
  	"version_benefit_perk" varchar,
  	"version_benefit_value" varchar,
  	"version_benefit_card_title" varchar,
  	"version_benefit_card_subtitle" varchar,
  	"version_benefit_card_headline" varchar,
  	"version_benefit_card_value" varchar,
  	"version_benefit_card_copy" varchar,
  	"version_benefit_card_alt_rich_text" jsonb,
  	"version_component" "enum__benefits_v_version_component" DEFAULT 'card',
  	"version_benefit_headline" varchar,
  	"version_benefit_image_id" integer,
  	"version_benefit_rich_text" jsonb,
  	"version_benefit_partner_logo_id" integer,
  	"version_benefit_partner_logo_alt" varchar,
  	"version_benefit_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__benefits_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_benefits_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"pages_id" integer
  );
  
  CREATE TABLE "guides" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"guide_card_title" varchar,
  	"guide_card_media_id" integer,
  	"body" jsonb,
  	"guide_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_guides_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_guides_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_guide_card_title" varchar,
  	"version_guide_card_media_id" integer,
  	"version_body" jsonb,
  	"version_guide_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__guides_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "reads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"read_card_title" varchar,
  	"read_card_subtitle" varchar,
  	"read_card_copy" varchar,
  	"read_card_media_id" integer,
  	"body" jsonb,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"author_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_reads_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "reads_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "reads_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_reads_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_read_card_title" varchar,
  	"version_read_card_subtitle" varchar,
  	"version_read_card_copy" varchar,
  	"version_read_card_media_id" integer,
  	"version_body" jsonb,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_author_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__reads_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_reads_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_reads_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_title" varchar,
  	"event_type" "enum_events_event_type" DEFAULT 'WEBINAR',
  	"event_schedule_start_timestamp" timestamp(3) with time zone,
  	"eventschedulestarttimestamp_tz" "enum_events_eventschedulestarttimestamp_tz" DEFAULT 'America/New_York',
  	"duration" numeric DEFAULT 60,
  	"event_image_id" integer,
  	"description" jsonb,
  	"location" varchar,
  	"online_link" varchar,
  	"event_slug" varchar,
  	"event_complete_status" boolean DEFAULT false,
  	"event_collection_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_event_title" varchar,
  	"version_event_type" "enum__events_v_version_event_type" DEFAULT 'WEBINAR',
  	"version_event_schedule_start_timestamp" timestamp(3) with time zone,
  	"version_eventschedulestarttimestamp_tz" "enum__events_v_version_eventschedulestarttimestamp_tz" DEFAULT 'America/New_York',
  	"version_duration" numeric DEFAULT 60,
  	"version_event_image_id" integer,
  	"version_description" jsonb,
  	"version_location" varchar,
  	"version_online_link" varchar,
  	"version_event_slug" varchar,
  	"version_event_complete_status" boolean DEFAULT false,
  	"version_event_collection_id" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "resources_resource_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"asset_type" "enum_resources_resource_files_asset_type",
  	"url" varchar,
  	"file_name" varchar,
  	"mime_type" varchar,
  	"size" numeric
  );
  
  CREATE TABLE "resources" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"resource_card_title" varchar,
  	"resource_card_subtitle" varchar,
  	"resource_card_copy" varchar,
  	"resource_card_media_id" integer,
  	"resource_rich_text" jsonb,
  	"resource_cta_label" varchar,
  	"resource_source" varchar,
  	"resource_source_url" varchar,
  	"resource_slug" varchar,
  	"resource_category" "enum_resources_resource_category",
  	"is_featured" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_resources_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "resources_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_resources_v_version_resource_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"asset_type" "enum__resources_v_version_resource_files_asset_type",
  	"url" varchar,
  	"file_name" varchar,
  	"mime_type" varchar,
  	"size" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_resources_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_resource_card_title" varchar,
  	"version_resource_card_subtitle" varchar,
  	"version_resource_card_copy" varchar,
  	"version_resource_card_media_id" integer,
  	"version_resource_rich_text" jsonb,
  	"version_resource_cta_label" varchar,
  	"version_resource_source" varchar,
  	"version_resource_source_url" varchar,
  	"version_resource_slug" varchar,
  	"version_resource_category" "enum__resources_v_version_resource_category",
  	"version_is_featured" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__resources_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_resources_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"faq_name" varchar NOT NULL,
  	"faq_headline" varchar NOT NULL,
  	"faq_subheadline" varchar,
  	"faq_copy" jsonb NOT NULL,
  	"card_slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "authors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"bio" varchar,
  	"photo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stat_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stat_id" "enum_stat_items_stat_id" NOT NULL,
  	"title" varchar NOT NULL,
  	"value" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "side_cards_btns_hide_button_if" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_side_cards_btns_hide_button_if",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "side_cards_btns_put" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"user_type" "enum_side_cards_btns_put_user_type" DEFAULT 'GUEST' NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"info" varchar
  );
  
  CREATE TABLE "side_cards_btns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_side_cards_btns_kind" DEFAULT 'internalLink' NOT NULL,
  	"variant" "enum_side_cards_btns_variant" DEFAULT 'primary',
  	"slot" "enum_side_cards_btns_slot",
  	"icon" "enum_side_cards_btns_icon",
  	"icon_placement" "enum_side_cards_btns_icon_placement" DEFAULT 'RIGHT',
  	"is_disabled" boolean DEFAULT false
  );
  
  CREATE TABLE "side_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"home_side_card_title" varchar NOT NULL,
  	"home_side_card_subtitle" varchar,
  	"home_side_card_media_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt_text" varchar NOT NULL,
  	"title" varchar,
  	"image_caption" varchar,
  	"image_name" varchar,
  	"is_responsive" boolean DEFAULT true,
  	"ratio" varchar DEFAULT '5/3',
  	"asset_width_px" numeric,
  	"asset_height_px" numeric,
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
  
  CREATE TABLE "vendors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"vendor_headline" varchar,
  	"vendor_subheadline" varchar,
  	"vendor_rich_text" jsonb,
  	"vendor_slug" varchar,
  	"ea_vendor_page" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_vendors_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "vendors_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"pages_id" integer
  );
  
  CREATE TABLE "_vendors_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_vendor_headline" varchar,
  	"version_vendor_subheadline" varchar,
  	"version_vendor_rich_text" jsonb,
  	"version_vendor_slug" varchar,
  	"version_ea_vendor_page" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__vendors_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_vendors_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"pages_id" integer
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_name" varchar NOT NULL,
  	"product_code" varchar NOT NULL,
  	"product_subheadline" varchar,
  	"product_description" varchar,
  	"program_price" numeric NOT NULL,
  	"retail_price" numeric,
  	"discount_percent" numeric,
  	"product_link" varchar NOT NULL,
  	"product_image_id" integer,
  	"public_image_url" varchar,
  	"product_layer_style" "enum_products_product_layer_style" DEFAULT 'light',
  	"collection_id" integer,
  	"sub_collection_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "product_collections_sub_collections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sub_collection_title" varchar NOT NULL,
  	"sub_collection_slug" varchar NOT NULL
  );
  
  CREATE TABLE "product_collections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "members" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"business_account_id_id" integer,
  	"group_code" varchar,
  	"promo_code" varchar,
  	"phone_number" varchar,
  	"discord_id" varchar,
  	"is_anonymous" boolean DEFAULT false,
  	"is_disabled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "members_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "business_accounts_vendor_accounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "enum_business_accounts_vendor_accounts_key" NOT NULL,
  	"link_status" "enum_business_accounts_vendor_accounts_link_status" DEFAULT 'CONNECTED',
  	"vendor_account_number" varchar,
  	"vendor_spc_account_card" varchar,
  	"vendor_spc_account_card_url" varchar,
  	"vendor_portal_base_url" varchar,
  	"vendor_parent_account_id" varchar,
  	"date_added" timestamp(3) with time zone,
  	"date_updated" timestamp(3) with time zone
  );
  
  CREATE TABLE "business_accounts_team_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"member_id" varchar,
  	"email" varchar,
  	"role" "enum_business_accounts_team_members_role" DEFAULT 'MEMBER' NOT NULL
  );
  
  CREATE TABLE "business_accounts_campaigns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"campaign_slug" varchar NOT NULL
  );
  
  CREATE TABLE "business_accounts_feedback_forms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_slug" varchar NOT NULL
  );
  
  CREATE TABLE "business_accounts_member_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"benefit_slug" varchar NOT NULL,
  	"benefit_partner_name" varchar,
  	"date_added" timestamp(3) with time zone,
  	"date_updated" timestamp(3) with time zone
  );
  
  CREATE TABLE "business_accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company" varchar,
  	"status" "enum_business_accounts_status" DEFAULT 'ACTIVE' NOT NULL,
  	"od_account_id" varchar,
  	"has_pending_vendor_links" boolean DEFAULT false,
  	"group_code" varchar,
  	"promo_code" varchar,
  	"business_info_industry" "enum_business_accounts_business_info_industry",
  	"business_info_stage" "enum_business_accounts_business_info_stage",
  	"business_info_number_of_employees" "enum_business_accounts_business_info_number_of_employees",
  	"business_details_company" varchar,
  	"business_details_domain" varchar,
  	"business_details_address1" varchar,
  	"business_details_address2" varchar,
  	"business_details_city" varchar,
  	"business_details_state" varchar,
  	"business_details_zipcode" varchar,
  	"business_details_phone_number" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vendor_orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"business_account_id" integer NOT NULL,
  	"vendor" "enum_vendor_orders_vendor" NOT NULL,
  	"kind" "enum_vendor_orders_kind" DEFAULT 'ORDER' NOT NULL,
  	"order_number" varchar,
  	"order_date" timestamp(3) with time zone NOT NULL,
  	"product_code" varchar,
  	"description" varchar,
  	"quantity" numeric DEFAULT 1 NOT NULL,
  	"program_price" numeric NOT NULL,
  	"retail_price" numeric NOT NULL,
  	"order_import_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "order_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"imported_count" numeric,
  	"refused_count" numeric,
  	"report" varchar,
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
  	"focal_y" numeric
  );
  
  CREATE TABLE "forms_blocks_form_input" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"label" varchar,
  	"input_type" "enum_forms_blocks_form_input_input_type" DEFAULT 'TEXT',
  	"placeholder" varchar,
  	"width" "enum_forms_blocks_form_input_width" DEFAULT 'full',
  	"required" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_form_select_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_form_select" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"label" varchar,
  	"placeholder" varchar,
  	"width" "enum_forms_blocks_form_select_width" DEFAULT 'full',
  	"required" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_form_textarea" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"label" varchar,
  	"placeholder" varchar,
  	"width" "enum_forms_blocks_form_textarea_width" DEFAULT 'full',
  	"required" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_form_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"label" varchar,
  	"min" numeric DEFAULT 0,
  	"max" numeric DEFAULT 300,
  	"step" numeric DEFAULT 1,
  	"width" "enum_forms_blocks_form_slider_width" DEFAULT 'full',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_form_rater" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"label" varchar,
  	"min" numeric DEFAULT 1,
  	"max" numeric DEFAULT 5,
  	"width" "enum_forms_blocks_form_rater_width" DEFAULT 'full',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_form_checkbox_group_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_form_checkbox_group" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"label" varchar,
  	"width" "enum_forms_blocks_form_checkbox_group_width" DEFAULT 'full',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_form_input_group" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_form_field_group" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_name" varchar,
  	"form_type" varchar DEFAULT 'FEEDBACK',
  	"form_slug" varchar,
  	"form_collection" varchar,
  	"form_source" varchar,
  	"form_title" varchar,
  	"form_subtitle" varchar,
  	"form_button_text" varchar DEFAULT 'Submit',
  	"form_activate_label" varchar,
  	"form_note" varchar,
  	"form_layer_style" "enum_forms_form_layer_style" DEFAULT 'light',
  	"form_redirect" boolean DEFAULT true,
  	"form_confirm" varchar,
  	"form_confirm_message" varchar,
  	"confirm_card_card_headline" varchar,
  	"confirm_card_card_copy" varchar,
  	"form_contact_url" varchar,
  	"form_external_cta" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_forms_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_forms_v_blocks_form_input" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"label" varchar,
  	"input_type" "enum__forms_v_blocks_form_input_input_type" DEFAULT 'TEXT',
  	"placeholder" varchar,
  	"width" "enum__forms_v_blocks_form_input_width" DEFAULT 'full',
  	"required" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_form_select_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_form_select" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"label" varchar,
  	"placeholder" varchar,
  	"width" "enum__forms_v_blocks_form_select_width" DEFAULT 'full',
  	"required" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_form_textarea" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"label" varchar,
  	"placeholder" varchar,
  	"width" "enum__forms_v_blocks_form_textarea_width" DEFAULT 'full',
  	"required" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_form_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"label" varchar,
  	"min" numeric DEFAULT 0,
  	"max" numeric DEFAULT 300,
  	"step" numeric DEFAULT 1,
  	"width" "enum__forms_v_blocks_form_slider_width" DEFAULT 'full',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_form_rater" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"label" varchar,
  	"min" numeric DEFAULT 1,
  	"max" numeric DEFAULT 5,
  	"width" "enum__forms_v_blocks_form_rater_width" DEFAULT 'full',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_form_checkbox_group_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_form_checkbox_group" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"label" varchar,
  	"width" "enum__forms_v_blocks_form_checkbox_group_width" DEFAULT 'full',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_form_input_group" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_form_field_group" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_forms_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_form_name" varchar,
  	"version_form_type" varchar DEFAULT 'FEEDBACK',
  	"version_form_slug" varchar,
  	"version_form_collection" varchar,
  	"version_form_source" varchar,
  	"version_form_title" varchar,
  	"version_form_subtitle" varchar,
  	"version_form_button_text" varchar DEFAULT 'Submit',
  	"version_form_activate_label" varchar,
  	"version_form_note" varchar,
  	"version_form_layer_style" "enum__forms_v_version_form_layer_style" DEFAULT 'light',
  	"version_form_redirect" boolean DEFAULT true,
  	"version_form_confirm" varchar,
  	"version_form_confirm_message" varchar,
  	"version_confirm_card_card_headline" varchar,
  	"version_confirm_card_card_copy" varchar,
  	"version_form_contact_url" varchar,
  	"version_form_external_cta" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__forms_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "form_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"form" "enum_form_submissions_form" NOT NULL,
  	"form_type" varchar NOT NULL,
  	"page_source" varchar,
  	"status" "enum_form_submissions_status" DEFAULT 'new' NOT NULL,
  	"email" varchar,
  	"company" varchar,
  	"data" jsonb NOT NULL,
  	"form_info" jsonb,
  	"builder_form_id" integer,
  	"quote_file_id" integer,
  	"member_id" varchar,
  	"business_account_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quote_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"detected_format" "enum_quote_files_detected_format" NOT NULL,
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
  	"focal_y" numeric
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
  	"reset_password_requested_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "dev_mailbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"html" varchar,
  	"text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dev_mailbox_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
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
  	"benefits_id" integer,
  	"guides_id" integer,
  	"reads_id" integer,
  	"events_id" integer,
  	"resources_id" integer,
  	"faqs_id" integer,
  	"authors_id" integer,
  	"stat_items_id" integer,
  	"side_cards_id" integer,
  	"media_id" integer,
  	"vendors_id" integer,
  	"products_id" integer,
  	"product_collections_id" integer,
  	"members_id" varchar,
  	"business_accounts_id" integer,
  	"vendor_orders_id" integer,
  	"order_imports_id" integer,
  	"forms_id" integer,
  	"form_submissions_id" integer,
  	"quote_files_id" integer,
  	"users_id" integer,
  	"dev_mailbox_id" integer
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
  
  CREATE TABLE "site_settings_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
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
  ALTER TABLE "pages_blocks_base_btns_hide_button_if" ADD CONSTRAINT "pages_blocks_base_btns_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_base_btns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_base_btns_put" ADD CONSTRAINT "pages_blocks_base_btns_put_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_base_btns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_base_btns" ADD CONSTRAINT "pages_blocks_base_btns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_base"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_base" ADD CONSTRAINT "pages_blocks_base_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_base" ADD CONSTRAINT "pages_blocks_base_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_full_btns_hide_button_if" ADD CONSTRAINT "pages_blocks_full_btns_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_full_btns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_full_btns_put" ADD CONSTRAINT "pages_blocks_full_btns_put_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_full_btns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_full_btns" ADD CONSTRAINT "pages_blocks_full_btns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_full"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_full" ADD CONSTRAINT "pages_blocks_full_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_full" ADD CONSTRAINT "pages_blocks_full_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_flip_btns_hide_button_if" ADD CONSTRAINT "pages_blocks_flip_btns_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_flip_btns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_flip_btns_put" ADD CONSTRAINT "pages_blocks_flip_btns_put_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_flip_btns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_flip_btns" ADD CONSTRAINT "pages_blocks_flip_btns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_flip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_flip" ADD CONSTRAINT "pages_blocks_flip_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_flip" ADD CONSTRAINT "pages_blocks_flip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_items" ADD CONSTRAINT "pages_blocks_feature_items_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_items" ADD CONSTRAINT "pages_blocks_feature_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_btns_hide_button_if" ADD CONSTRAINT "pages_blocks_feature_btns_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_feature_btns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_btns_put" ADD CONSTRAINT "pages_blocks_feature_btns_put_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_btns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_btns" ADD CONSTRAINT "pages_blocks_feature_btns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature" ADD CONSTRAINT "pages_blocks_feature_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checklist_items" ADD CONSTRAINT "pages_blocks_checklist_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checklist_btns_hide_button_if" ADD CONSTRAINT "pages_blocks_checklist_btns_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_checklist_btns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checklist_btns_put" ADD CONSTRAINT "pages_blocks_checklist_btns_put_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_checklist_btns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checklist_btns" ADD CONSTRAINT "pages_blocks_checklist_btns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checklist" ADD CONSTRAINT "pages_blocks_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote_panel" ADD CONSTRAINT "pages_blocks_quote_panel_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote_panel" ADD CONSTRAINT "pages_blocks_quote_panel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_panel" ADD CONSTRAINT "pages_blocks_image_panel_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_panel" ADD CONSTRAINT "pages_blocks_image_panel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_iframe_embed" ADD CONSTRAINT "pages_blocks_iframe_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_share_card" ADD CONSTRAINT "pages_blocks_share_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_site_form" ADD CONSTRAINT "pages_blocks_site_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_connected_form" ADD CONSTRAINT "pages_blocks_connected_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_connected_form" ADD CONSTRAINT "pages_blocks_connected_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_activate" ADD CONSTRAINT "pages_blocks_activate_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_activate" ADD CONSTRAINT "pages_blocks_activate_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_benefits_request" ADD CONSTRAINT "pages_blocks_benefits_request_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dash_hero_btns_hide_button_if" ADD CONSTRAINT "pages_blocks_dash_hero_btns_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_dash_hero_btns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dash_hero_btns_put" ADD CONSTRAINT "pages_blocks_dash_hero_btns_put_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_dash_hero_btns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dash_hero_btns" ADD CONSTRAINT "pages_blocks_dash_hero_btns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_dash_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dash_hero" ADD CONSTRAINT "pages_blocks_dash_hero_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_dash_hero" ADD CONSTRAINT "pages_blocks_dash_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_index_user" ADD CONSTRAINT "pages_blocks_index_user_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_collapse_cards_cards" ADD CONSTRAINT "pages_blocks_collapse_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_collapse_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_collapse_cards" ADD CONSTRAINT "pages_blocks_collapse_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_cards_btn_hide_button_if" ADD CONSTRAINT "pages_blocks_slider_cards_btn_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_slider_cards_btn"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_cards_btn_put" ADD CONSTRAINT "pages_blocks_slider_cards_btn_put_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_slider_cards_btn"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_cards_btn" ADD CONSTRAINT "pages_blocks_slider_cards_btn_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_slider_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_cards" ADD CONSTRAINT "pages_blocks_slider_cards_card_media_id_media_id_fk" FOREIGN KEY ("card_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_cards" ADD CONSTRAINT "pages_blocks_slider_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider" ADD CONSTRAINT "pages_blocks_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_grid_cards_btn_hide_button_if" ADD CONSTRAINT "pages_blocks_grid_cards_btn_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_grid_cards_btn"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_grid_cards_btn_put" ADD CONSTRAINT "pages_blocks_grid_cards_btn_put_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_grid_cards_btn"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_grid_cards_btn" ADD CONSTRAINT "pages_blocks_grid_cards_btn_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_grid_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_grid_cards" ADD CONSTRAINT "pages_blocks_grid_cards_card_media_id_media_id_fk" FOREIGN KEY ("card_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_grid_cards" ADD CONSTRAINT "pages_blocks_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_grid" ADD CONSTRAINT "pages_blocks_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_ticker_items" ADD CONSTRAINT "pages_blocks_ticker_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_ticker_items" ADD CONSTRAINT "pages_blocks_ticker_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_ticker"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_ticker" ADD CONSTRAINT "pages_blocks_ticker_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_partner_logo_header" ADD CONSTRAINT "pages_blocks_partner_logo_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stat_cards_stats" ADD CONSTRAINT "pages_blocks_stat_cards_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stat_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stat_cards" ADD CONSTRAINT "pages_blocks_stat_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dyn_btns_hide_button_if" ADD CONSTRAINT "pages_blocks_dyn_btns_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_dyn_btns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dyn_btns_put" ADD CONSTRAINT "pages_blocks_dyn_btns_put_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_dyn_btns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dyn_btns" ADD CONSTRAINT "pages_blocks_dyn_btns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_dyn"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dyn_inl_btn_hide_button_if" ADD CONSTRAINT "pages_blocks_dyn_inl_btn_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_dyn_inl_btn"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dyn_inl_btn_put" ADD CONSTRAINT "pages_blocks_dyn_inl_btn_put_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_dyn_inl_btn"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dyn_inl_btn" ADD CONSTRAINT "pages_blocks_dyn_inl_btn_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_dyn_inl"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dyn_inl" ADD CONSTRAINT "pages_blocks_dyn_inl_card_media_id_media_id_fk" FOREIGN KEY ("card_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_dyn_inl" ADD CONSTRAINT "pages_blocks_dyn_inl_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_dyn"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dyn" ADD CONSTRAINT "pages_blocks_dyn_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_article_list" ADD CONSTRAINT "pages_blocks_article_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pc" ADD CONSTRAINT "pages_blocks_pc_collection_id_product_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."product_collections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_pc" ADD CONSTRAINT "pages_blocks_pc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_res_prev" ADD CONSTRAINT "pages_blocks_res_prev_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_res_prev" ADD CONSTRAINT "pages_blocks_res_prev_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_page_object_page_file_id_media_id_fk" FOREIGN KEY ("page_object_page_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_page_object_partner_data_partner_logo_id_media_id_fk" FOREIGN KEY ("page_object_partner_data_partner_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_texts" ADD CONSTRAINT "pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_benefits_fk" FOREIGN KEY ("benefits_id") REFERENCES "public"."benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_vendors_fk" FOREIGN KEY ("vendors_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_guides_fk" FOREIGN KEY ("guides_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_reads_fk" FOREIGN KEY ("reads_id") REFERENCES "public"."reads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_side_cards_fk" FOREIGN KEY ("side_cards_id") REFERENCES "public"."side_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_hero_btns_v_hide_button_if" ADD CONSTRAINT "__pages_v_blocks_hero_btns_v_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."__pages_v_blocks_hero_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_hero_btns_v_put_v" ADD CONSTRAINT "___pages_v_blocks_hero_btns_v_put_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_hero_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_hero_btns_v" ADD CONSTRAINT "__pages_v_blocks_hero_btns_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_cta_v_btns_v_hide_button_if" ADD CONSTRAINT "___pages_v_blocks_cta_v_btns_v_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."___pages_v_blocks_cta_v_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "____pages_v_blocks_cta_v_btns_v_put_v" ADD CONSTRAINT "____pages_v_blocks_cta_v_btns_v_put_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."___pages_v_blocks_cta_v_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_cta_v_btns_v" ADD CONSTRAINT "___pages_v_blocks_cta_v_btns_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_cta_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_cta_v" ADD CONSTRAINT "__pages_v_blocks_cta_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_base_btns_v_hide_button_if" ADD CONSTRAINT "__pages_v_blocks_base_btns_v_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."__pages_v_blocks_base_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_base_btns_v_put_v" ADD CONSTRAINT "___pages_v_blocks_base_btns_v_put_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_base_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_base_btns_v" ADD CONSTRAINT "__pages_v_blocks_base_btns_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_base"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_base" ADD CONSTRAINT "_pages_v_blocks_base_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_base" ADD CONSTRAINT "_pages_v_blocks_base_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_full_btns_v_hide_button_if" ADD CONSTRAINT "__pages_v_blocks_full_btns_v_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."__pages_v_blocks_full_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_full_btns_v_put_v" ADD CONSTRAINT "___pages_v_blocks_full_btns_v_put_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_full_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_full_btns_v" ADD CONSTRAINT "__pages_v_blocks_full_btns_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_full"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_full" ADD CONSTRAINT "_pages_v_blocks_full_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_full" ADD CONSTRAINT "_pages_v_blocks_full_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_flip_btns_v_hide_button_if" ADD CONSTRAINT "__pages_v_blocks_flip_btns_v_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."__pages_v_blocks_flip_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_flip_btns_v_put_v" ADD CONSTRAINT "___pages_v_blocks_flip_btns_v_put_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_flip_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_flip_btns_v" ADD CONSTRAINT "__pages_v_blocks_flip_btns_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_flip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_flip" ADD CONSTRAINT "_pages_v_blocks_flip_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_flip" ADD CONSTRAINT "_pages_v_blocks_flip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_items" ADD CONSTRAINT "_pages_v_blocks_feature_items_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_items" ADD CONSTRAINT "_pages_v_blocks_feature_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_feature_btns_v_hide_button_if" ADD CONSTRAINT "__pages_v_blocks_feature_btns_v_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."__pages_v_blocks_feature_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_feature_btns_v_put_v" ADD CONSTRAINT "___pages_v_blocks_feature_btns_v_put_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_feature_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_feature_btns_v" ADD CONSTRAINT "__pages_v_blocks_feature_btns_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature" ADD CONSTRAINT "_pages_v_blocks_feature_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_checklist_items" ADD CONSTRAINT "_pages_v_blocks_checklist_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_checklist_btns_v_hide_button_if" ADD CONSTRAINT "__pages_v_blocks_checklist_btns_v_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."__pages_v_blocks_checklist_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_checklist_btns_v_put_v" ADD CONSTRAINT "___pages_v_blocks_checklist_btns_v_put_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_checklist_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_checklist_btns_v" ADD CONSTRAINT "__pages_v_blocks_checklist_btns_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_checklist" ADD CONSTRAINT "_pages_v_blocks_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote_panel" ADD CONSTRAINT "_pages_v_blocks_quote_panel_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote_panel" ADD CONSTRAINT "_pages_v_blocks_quote_panel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_panel" ADD CONSTRAINT "_pages_v_blocks_image_panel_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_panel" ADD CONSTRAINT "_pages_v_blocks_image_panel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_iframe_embed" ADD CONSTRAINT "_pages_v_blocks_iframe_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_share_card" ADD CONSTRAINT "_pages_v_blocks_share_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_site_form" ADD CONSTRAINT "_pages_v_blocks_site_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_connected_form" ADD CONSTRAINT "_pages_v_blocks_connected_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_connected_form" ADD CONSTRAINT "_pages_v_blocks_connected_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_activate" ADD CONSTRAINT "_pages_v_blocks_activate_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_activate" ADD CONSTRAINT "_pages_v_blocks_activate_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_benefits_request" ADD CONSTRAINT "_pages_v_blocks_benefits_request_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_dash_hero_v_btns_v_hide_button_if" ADD CONSTRAINT "___pages_v_blocks_dash_hero_v_btns_v_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."___pages_v_blocks_dash_hero_v_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "____pages_v_blocks_dash_hero_v_btns_v_put_v" ADD CONSTRAINT "____pages_v_blocks_dash_hero_v_btns_v_put_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."___pages_v_blocks_dash_hero_v_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_dash_hero_v_btns_v" ADD CONSTRAINT "___pages_v_blocks_dash_hero_v_btns_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_dash_hero_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_dash_hero_v" ADD CONSTRAINT "__pages_v_blocks_dash_hero_v_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_dash_hero_v" ADD CONSTRAINT "__pages_v_blocks_dash_hero_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_index_user_v" ADD CONSTRAINT "__pages_v_blocks_index_user_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_collapse_cards_cards" ADD CONSTRAINT "_pages_v_blocks_collapse_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_collapse_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_collapse_cards" ADD CONSTRAINT "_pages_v_blocks_collapse_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_slider_cards_btn_v_hide_button_if" ADD CONSTRAINT "__pages_v_blocks_slider_cards_btn_v_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."__pages_v_blocks_slider_cards_btn_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_slider_cards_btn_v_put_v" ADD CONSTRAINT "___pages_v_blocks_slider_cards_btn_v_put_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_slider_cards_btn_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_slider_cards_btn_v" ADD CONSTRAINT "__pages_v_blocks_slider_cards_btn_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_slider_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_cards" ADD CONSTRAINT "_pages_v_blocks_slider_cards_card_media_id_media_id_fk" FOREIGN KEY ("card_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_cards" ADD CONSTRAINT "_pages_v_blocks_slider_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider" ADD CONSTRAINT "_pages_v_blocks_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_grid_v_cards_btn_v_hide_button_if" ADD CONSTRAINT "___pages_v_blocks_grid_v_cards_btn_v_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."___pages_v_blocks_grid_v_cards_btn_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "____pages_v_blocks_grid_v_cards_btn_v_put_v" ADD CONSTRAINT "____pages_v_blocks_grid_v_cards_btn_v_put_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."___pages_v_blocks_grid_v_cards_btn_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_grid_v_cards_btn_v" ADD CONSTRAINT "___pages_v_blocks_grid_v_cards_btn_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_grid_v_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_grid_v_cards" ADD CONSTRAINT "__pages_v_blocks_grid_v_cards_card_media_id_media_id_fk" FOREIGN KEY ("card_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_grid_v_cards" ADD CONSTRAINT "__pages_v_blocks_grid_v_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_grid_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_grid_v" ADD CONSTRAINT "__pages_v_blocks_grid_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_ticker_items" ADD CONSTRAINT "_pages_v_blocks_ticker_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_ticker_items" ADD CONSTRAINT "_pages_v_blocks_ticker_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_ticker"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_ticker" ADD CONSTRAINT "_pages_v_blocks_ticker_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_partner_logo_header" ADD CONSTRAINT "_pages_v_blocks_partner_logo_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stat_cards_stats" ADD CONSTRAINT "_pages_v_blocks_stat_cards_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stat_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stat_cards" ADD CONSTRAINT "_pages_v_blocks_stat_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_dyn_v_btns_v_hide_button_if" ADD CONSTRAINT "___pages_v_blocks_dyn_v_btns_v_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."___pages_v_blocks_dyn_v_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "____pages_v_blocks_dyn_v_btns_v_put_v" ADD CONSTRAINT "____pages_v_blocks_dyn_v_btns_v_put_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."___pages_v_blocks_dyn_v_btns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_dyn_v_btns_v" ADD CONSTRAINT "___pages_v_blocks_dyn_v_btns_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_dyn_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "____pages_v_blocks_dyn_v_inl_v_btn_v_hide_button_if" ADD CONSTRAINT "____pages_v_blocks_dyn_v_inl_v_btn_v_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."____pages_v_blocks_dyn_v_inl_v_btn_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_____pages_v_blocks_dyn_v_inl_v_btn_v_put_v" ADD CONSTRAINT "_____pages_v_blocks_dyn_v_inl_v_btn_v_put_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."____pages_v_blocks_dyn_v_inl_v_btn_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "____pages_v_blocks_dyn_v_inl_v_btn_v" ADD CONSTRAINT "____pages_v_blocks_dyn_v_inl_v_btn_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."___pages_v_blocks_dyn_v_inl_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_dyn_v_inl_v" ADD CONSTRAINT "___pages_v_blocks_dyn_v_inl_v_card_media_id_media_id_fk" FOREIGN KEY ("card_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_dyn_v_inl_v" ADD CONSTRAINT "___pages_v_blocks_dyn_v_inl_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_dyn_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_dyn_v" ADD CONSTRAINT "__pages_v_blocks_dyn_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_article_list" ADD CONSTRAINT "_pages_v_blocks_article_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_pc_v" ADD CONSTRAINT "__pages_v_blocks_pc_v_collection_id_product_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."product_collections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_pc_v" ADD CONSTRAINT "__pages_v_blocks_pc_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_res_prev_v" ADD CONSTRAINT "__pages_v_blocks_res_prev_v_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_res_prev_v" ADD CONSTRAINT "__pages_v_blocks_res_prev_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_page_object_page_file_id_media_id_fk" FOREIGN KEY ("version_page_object_page_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_page_object_partner_data_partner_logo_id_media_id_fk" FOREIGN KEY ("version_page_object_partner_data_partner_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_texts" ADD CONSTRAINT "_pages_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_benefits_fk" FOREIGN KEY ("benefits_id") REFERENCES "public"."benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_vendors_fk" FOREIGN KEY ("vendors_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_guides_fk" FOREIGN KEY ("guides_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_reads_fk" FOREIGN KEY ("reads_id") REFERENCES "public"."reads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_side_cards_fk" FOREIGN KEY ("side_cards_id") REFERENCES "public"."side_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "benefits" ADD CONSTRAINT "benefits_benefit_image_id_media_id_fk" FOREIGN KEY ("benefit_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "benefits" ADD CONSTRAINT "benefits_benefit_partner_logo_id_media_id_fk" FOREIGN KEY ("benefit_partner_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "benefits_rels" ADD CONSTRAINT "benefits_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "benefits_rels" ADD CONSTRAINT "benefits_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "benefits_rels" ADD CONSTRAINT "benefits_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_benefits_v" ADD CONSTRAINT "_benefits_v_parent_id_benefits_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."benefits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_benefits_v" ADD CONSTRAINT "_benefits_v_version_benefit_image_id_media_id_fk" FOREIGN KEY ("version_benefit_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_benefits_v" ADD CONSTRAINT "_benefits_v_version_benefit_partner_logo_id_media_id_fk" FOREIGN KEY ("version_benefit_partner_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_benefits_v_rels" ADD CONSTRAINT "_benefits_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_benefits_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_benefits_v_rels" ADD CONSTRAINT "_benefits_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_benefits_v_rels" ADD CONSTRAINT "_benefits_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides" ADD CONSTRAINT "guides_guide_card_media_id_media_id_fk" FOREIGN KEY ("guide_card_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_guides_v" ADD CONSTRAINT "_guides_v_parent_id_guides_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."guides"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_guides_v" ADD CONSTRAINT "_guides_v_version_guide_card_media_id_media_id_fk" FOREIGN KEY ("version_guide_card_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reads" ADD CONSTRAINT "reads_read_card_media_id_media_id_fk" FOREIGN KEY ("read_card_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reads" ADD CONSTRAINT "reads_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reads_texts" ADD CONSTRAINT "reads_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reads_rels" ADD CONSTRAINT "reads_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reads_rels" ADD CONSTRAINT "reads_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reads_v" ADD CONSTRAINT "_reads_v_parent_id_reads_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_reads_v" ADD CONSTRAINT "_reads_v_version_read_card_media_id_media_id_fk" FOREIGN KEY ("version_read_card_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_reads_v" ADD CONSTRAINT "_reads_v_version_author_id_authors_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_reads_v_texts" ADD CONSTRAINT "_reads_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_reads_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reads_v_rels" ADD CONSTRAINT "_reads_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_reads_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reads_v_rels" ADD CONSTRAINT "_reads_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_event_image_id_media_id_fk" FOREIGN KEY ("event_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_event_image_id_media_id_fk" FOREIGN KEY ("version_event_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_resource_files" ADD CONSTRAINT "resources_resource_files_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_resource_files" ADD CONSTRAINT "resources_resource_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources" ADD CONSTRAINT "resources_resource_card_media_id_media_id_fk" FOREIGN KEY ("resource_card_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_texts" ADD CONSTRAINT "resources_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v_version_resource_files" ADD CONSTRAINT "_resources_v_version_resource_files_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_version_resource_files" ADD CONSTRAINT "_resources_v_version_resource_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_resources_v" ADD CONSTRAINT "_resources_v_parent_id_resources_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v" ADD CONSTRAINT "_resources_v_version_resource_card_media_id_media_id_fk" FOREIGN KEY ("version_resource_card_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v_texts" ADD CONSTRAINT "_resources_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_texts" ADD CONSTRAINT "faqs_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "authors" ADD CONSTRAINT "authors_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "side_cards_btns_hide_button_if" ADD CONSTRAINT "side_cards_btns_hide_button_if_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."side_cards_btns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "side_cards_btns_put" ADD CONSTRAINT "side_cards_btns_put_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."side_cards_btns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "side_cards_btns" ADD CONSTRAINT "side_cards_btns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."side_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "side_cards" ADD CONSTRAINT "side_cards_home_side_card_media_id_media_id_fk" FOREIGN KEY ("home_side_card_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vendors_rels" ADD CONSTRAINT "vendors_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vendors_rels" ADD CONSTRAINT "vendors_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vendors_rels" ADD CONSTRAINT "vendors_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vendors_v" ADD CONSTRAINT "_vendors_v_parent_id_vendors_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vendors_v_rels" ADD CONSTRAINT "_vendors_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_vendors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vendors_v_rels" ADD CONSTRAINT "_vendors_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vendors_v_rels" ADD CONSTRAINT "_vendors_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_product_image_id_media_id_fk" FOREIGN KEY ("product_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_collection_id_product_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."product_collections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_collections_sub_collections" ADD CONSTRAINT "product_collections_sub_collections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_collections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "members" ADD CONSTRAINT "members_business_account_id_id_business_accounts_id_fk" FOREIGN KEY ("business_account_id_id") REFERENCES "public"."business_accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "members_texts" ADD CONSTRAINT "members_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "business_accounts_vendor_accounts" ADD CONSTRAINT "business_accounts_vendor_accounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."business_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "business_accounts_team_members" ADD CONSTRAINT "business_accounts_team_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "business_accounts_team_members" ADD CONSTRAINT "business_accounts_team_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."business_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "business_accounts_campaigns" ADD CONSTRAINT "business_accounts_campaigns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."business_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "business_accounts_feedback_forms" ADD CONSTRAINT "business_accounts_feedback_forms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."business_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "business_accounts_member_benefits" ADD CONSTRAINT "business_accounts_member_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."business_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vendor_orders" ADD CONSTRAINT "vendor_orders_business_account_id_business_accounts_id_fk" FOREIGN KEY ("business_account_id") REFERENCES "public"."business_accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vendor_orders" ADD CONSTRAINT "vendor_orders_order_import_id_order_imports_id_fk" FOREIGN KEY ("order_import_id") REFERENCES "public"."order_imports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forms_blocks_form_input" ADD CONSTRAINT "forms_blocks_form_input_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_form_select_options" ADD CONSTRAINT "forms_blocks_form_select_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_form_select"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_form_select" ADD CONSTRAINT "forms_blocks_form_select_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_form_textarea" ADD CONSTRAINT "forms_blocks_form_textarea_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_form_slider" ADD CONSTRAINT "forms_blocks_form_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_form_rater" ADD CONSTRAINT "forms_blocks_form_rater_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_form_checkbox_group_options" ADD CONSTRAINT "forms_blocks_form_checkbox_group_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_form_checkbox_group"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_form_checkbox_group" ADD CONSTRAINT "forms_blocks_form_checkbox_group_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_form_input_group" ADD CONSTRAINT "forms_blocks_form_input_group_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_form_field_group" ADD CONSTRAINT "forms_blocks_form_field_group_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_form_input" ADD CONSTRAINT "_forms_v_blocks_form_input_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_form_select_options" ADD CONSTRAINT "_forms_v_blocks_form_select_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_blocks_form_select"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_form_select" ADD CONSTRAINT "_forms_v_blocks_form_select_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_form_textarea" ADD CONSTRAINT "_forms_v_blocks_form_textarea_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_form_slider" ADD CONSTRAINT "_forms_v_blocks_form_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_form_rater" ADD CONSTRAINT "_forms_v_blocks_form_rater_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_form_checkbox_group_options" ADD CONSTRAINT "_forms_v_blocks_form_checkbox_group_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_blocks_form_checkbox_group"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_form_checkbox_group" ADD CONSTRAINT "_forms_v_blocks_form_checkbox_group_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_form_input_group" ADD CONSTRAINT "_forms_v_blocks_form_input_group_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_form_field_group" ADD CONSTRAINT "_forms_v_blocks_form_field_group_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v" ADD CONSTRAINT "_forms_v_parent_id_forms_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_builder_form_id_forms_id_fk" FOREIGN KEY ("builder_form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_quote_file_id_quote_files_id_fk" FOREIGN KEY ("quote_file_id") REFERENCES "public"."quote_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_business_account_id_business_accounts_id_fk" FOREIGN KEY ("business_account_id") REFERENCES "public"."business_accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dev_mailbox_texts" ADD CONSTRAINT "dev_mailbox_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dev_mailbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_benefits_fk" FOREIGN KEY ("benefits_id") REFERENCES "public"."benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_guides_fk" FOREIGN KEY ("guides_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reads_fk" FOREIGN KEY ("reads_id") REFERENCES "public"."reads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stat_items_fk" FOREIGN KEY ("stat_items_id") REFERENCES "public"."stat_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_side_cards_fk" FOREIGN KEY ("side_cards_id") REFERENCES "public"."side_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vendors_fk" FOREIGN KEY ("vendors_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_collections_fk" FOREIGN KEY ("product_collections_id") REFERENCES "public"."product_collections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_business_accounts_fk" FOREIGN KEY ("business_accounts_id") REFERENCES "public"."business_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vendor_orders_fk" FOREIGN KEY ("vendor_orders_id") REFERENCES "public"."vendor_orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_imports_fk" FOREIGN KEY ("order_imports_id") REFERENCES "public"."order_imports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forms_fk" FOREIGN KEY ("forms_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_submissions_fk" FOREIGN KEY ("form_submissions_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quote_files_fk" FOREIGN KEY ("quote_files_id") REFERENCES "public"."quote_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dev_mailbox_fk" FOREIGN KEY ("dev_mailbox_id") REFERENCES "public"."dev_mailbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_items_children" ADD CONSTRAINT "header_nav_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_nav_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_items" ADD CONSTRAINT "header_nav_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_link_groups_links" ADD CONSTRAINT "footer_link_groups_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_link_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_link_groups" ADD CONSTRAINT "footer_link_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer" ADD CONSTRAINT "footer_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_texts" ADD CONSTRAINT "site_settings_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "pages_blocks_base_btns_hide_button_if_order_idx" ON "pages_blocks_base_btns_hide_button_if" USING btree ("order");
  CREATE INDEX "pages_blocks_base_btns_hide_button_if_parent_idx" ON "pages_blocks_base_btns_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_base_btns_put_order_idx" ON "pages_blocks_base_btns_put" USING btree ("_order");
  CREATE INDEX "pages_blocks_base_btns_put_parent_id_idx" ON "pages_blocks_base_btns_put" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_base_btns_order_idx" ON "pages_blocks_base_btns" USING btree ("_order");
  CREATE INDEX "pages_blocks_base_btns_parent_id_idx" ON "pages_blocks_base_btns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_base_order_idx" ON "pages_blocks_base" USING btree ("_order");
  CREATE INDEX "pages_blocks_base_parent_id_idx" ON "pages_blocks_base" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_base_path_idx" ON "pages_blocks_base" USING btree ("_path");
  CREATE INDEX "pages_blocks_base_media_idx" ON "pages_blocks_base" USING btree ("media_id");
  CREATE INDEX "pages_blocks_full_btns_hide_button_if_order_idx" ON "pages_blocks_full_btns_hide_button_if" USING btree ("order");
  CREATE INDEX "pages_blocks_full_btns_hide_button_if_parent_idx" ON "pages_blocks_full_btns_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_full_btns_put_order_idx" ON "pages_blocks_full_btns_put" USING btree ("_order");
  CREATE INDEX "pages_blocks_full_btns_put_parent_id_idx" ON "pages_blocks_full_btns_put" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_full_btns_order_idx" ON "pages_blocks_full_btns" USING btree ("_order");
  CREATE INDEX "pages_blocks_full_btns_parent_id_idx" ON "pages_blocks_full_btns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_full_order_idx" ON "pages_blocks_full" USING btree ("_order");
  CREATE INDEX "pages_blocks_full_parent_id_idx" ON "pages_blocks_full" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_full_path_idx" ON "pages_blocks_full" USING btree ("_path");
  CREATE INDEX "pages_blocks_full_media_idx" ON "pages_blocks_full" USING btree ("media_id");
  CREATE INDEX "pages_blocks_flip_btns_hide_button_if_order_idx" ON "pages_blocks_flip_btns_hide_button_if" USING btree ("order");
  CREATE INDEX "pages_blocks_flip_btns_hide_button_if_parent_idx" ON "pages_blocks_flip_btns_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_flip_btns_put_order_idx" ON "pages_blocks_flip_btns_put" USING btree ("_order");
  CREATE INDEX "pages_blocks_flip_btns_put_parent_id_idx" ON "pages_blocks_flip_btns_put" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_flip_btns_order_idx" ON "pages_blocks_flip_btns" USING btree ("_order");
  CREATE INDEX "pages_blocks_flip_btns_parent_id_idx" ON "pages_blocks_flip_btns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_flip_order_idx" ON "pages_blocks_flip" USING btree ("_order");
  CREATE INDEX "pages_blocks_flip_parent_id_idx" ON "pages_blocks_flip" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_flip_path_idx" ON "pages_blocks_flip" USING btree ("_path");
  CREATE INDEX "pages_blocks_flip_media_idx" ON "pages_blocks_flip" USING btree ("media_id");
  CREATE INDEX "pages_blocks_feature_items_order_idx" ON "pages_blocks_feature_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_items_parent_id_idx" ON "pages_blocks_feature_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_items_media_idx" ON "pages_blocks_feature_items" USING btree ("media_id");
  CREATE INDEX "pages_blocks_feature_btns_hide_button_if_order_idx" ON "pages_blocks_feature_btns_hide_button_if" USING btree ("order");
  CREATE INDEX "pages_blocks_feature_btns_hide_button_if_parent_idx" ON "pages_blocks_feature_btns_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_feature_btns_put_order_idx" ON "pages_blocks_feature_btns_put" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_btns_put_parent_id_idx" ON "pages_blocks_feature_btns_put" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_btns_order_idx" ON "pages_blocks_feature_btns" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_btns_parent_id_idx" ON "pages_blocks_feature_btns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_order_idx" ON "pages_blocks_feature" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_parent_id_idx" ON "pages_blocks_feature" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_path_idx" ON "pages_blocks_feature" USING btree ("_path");
  CREATE INDEX "pages_blocks_checklist_items_order_idx" ON "pages_blocks_checklist_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_checklist_items_parent_id_idx" ON "pages_blocks_checklist_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_checklist_btns_hide_button_if_order_idx" ON "pages_blocks_checklist_btns_hide_button_if" USING btree ("order");
  CREATE INDEX "pages_blocks_checklist_btns_hide_button_if_parent_idx" ON "pages_blocks_checklist_btns_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_checklist_btns_put_order_idx" ON "pages_blocks_checklist_btns_put" USING btree ("_order");
  CREATE INDEX "pages_blocks_checklist_btns_put_parent_id_idx" ON "pages_blocks_checklist_btns_put" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_checklist_btns_order_idx" ON "pages_blocks_checklist_btns" USING btree ("_order");
  CREATE INDEX "pages_blocks_checklist_btns_parent_id_idx" ON "pages_blocks_checklist_btns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_checklist_order_idx" ON "pages_blocks_checklist" USING btree ("_order");
  CREATE INDEX "pages_blocks_checklist_parent_id_idx" ON "pages_blocks_checklist" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_checklist_path_idx" ON "pages_blocks_checklist" USING btree ("_path");
  CREATE INDEX "pages_blocks_quote_panel_order_idx" ON "pages_blocks_quote_panel" USING btree ("_order");
  CREATE INDEX "pages_blocks_quote_panel_parent_id_idx" ON "pages_blocks_quote_panel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quote_panel_path_idx" ON "pages_blocks_quote_panel" USING btree ("_path");
  CREATE INDEX "pages_blocks_quote_panel_photo_idx" ON "pages_blocks_quote_panel" USING btree ("photo_id");
  CREATE INDEX "pages_blocks_image_panel_order_idx" ON "pages_blocks_image_panel" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_panel_parent_id_idx" ON "pages_blocks_image_panel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_panel_path_idx" ON "pages_blocks_image_panel" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_panel_media_idx" ON "pages_blocks_image_panel" USING btree ("media_id");
  CREATE INDEX "pages_blocks_iframe_embed_order_idx" ON "pages_blocks_iframe_embed" USING btree ("_order");
  CREATE INDEX "pages_blocks_iframe_embed_parent_id_idx" ON "pages_blocks_iframe_embed" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_iframe_embed_path_idx" ON "pages_blocks_iframe_embed" USING btree ("_path");
  CREATE INDEX "pages_blocks_share_card_order_idx" ON "pages_blocks_share_card" USING btree ("_order");
  CREATE INDEX "pages_blocks_share_card_parent_id_idx" ON "pages_blocks_share_card" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_share_card_path_idx" ON "pages_blocks_share_card" USING btree ("_path");
  CREATE INDEX "pages_blocks_site_form_order_idx" ON "pages_blocks_site_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_site_form_parent_id_idx" ON "pages_blocks_site_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_site_form_path_idx" ON "pages_blocks_site_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_connected_form_order_idx" ON "pages_blocks_connected_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_connected_form_parent_id_idx" ON "pages_blocks_connected_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_connected_form_path_idx" ON "pages_blocks_connected_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_connected_form_form_idx" ON "pages_blocks_connected_form" USING btree ("form_id");
  CREATE INDEX "pages_blocks_activate_order_idx" ON "pages_blocks_activate" USING btree ("_order");
  CREATE INDEX "pages_blocks_activate_parent_id_idx" ON "pages_blocks_activate" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_activate_path_idx" ON "pages_blocks_activate" USING btree ("_path");
  CREATE INDEX "pages_blocks_activate_form_idx" ON "pages_blocks_activate" USING btree ("form_id");
  CREATE INDEX "pages_blocks_benefits_request_order_idx" ON "pages_blocks_benefits_request" USING btree ("_order");
  CREATE INDEX "pages_blocks_benefits_request_parent_id_idx" ON "pages_blocks_benefits_request" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_benefits_request_path_idx" ON "pages_blocks_benefits_request" USING btree ("_path");
  CREATE INDEX "pages_blocks_dash_hero_btns_hide_button_if_order_idx" ON "pages_blocks_dash_hero_btns_hide_button_if" USING btree ("order");
  CREATE INDEX "pages_blocks_dash_hero_btns_hide_button_if_parent_idx" ON "pages_blocks_dash_hero_btns_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_dash_hero_btns_put_order_idx" ON "pages_blocks_dash_hero_btns_put" USING btree ("_order");
  CREATE INDEX "pages_blocks_dash_hero_btns_put_parent_id_idx" ON "pages_blocks_dash_hero_btns_put" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_dash_hero_btns_order_idx" ON "pages_blocks_dash_hero_btns" USING btree ("_order");
  CREATE INDEX "pages_blocks_dash_hero_btns_parent_id_idx" ON "pages_blocks_dash_hero_btns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_dash_hero_order_idx" ON "pages_blocks_dash_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_dash_hero_parent_id_idx" ON "pages_blocks_dash_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_dash_hero_path_idx" ON "pages_blocks_dash_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_dash_hero_media_idx" ON "pages_blocks_dash_hero" USING btree ("media_id");
  CREATE INDEX "pages_blocks_index_user_order_idx" ON "pages_blocks_index_user" USING btree ("_order");
  CREATE INDEX "pages_blocks_index_user_parent_id_idx" ON "pages_blocks_index_user" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_index_user_path_idx" ON "pages_blocks_index_user" USING btree ("_path");
  CREATE INDEX "pages_blocks_collapse_cards_cards_order_idx" ON "pages_blocks_collapse_cards_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_collapse_cards_cards_parent_id_idx" ON "pages_blocks_collapse_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_collapse_cards_order_idx" ON "pages_blocks_collapse_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_collapse_cards_parent_id_idx" ON "pages_blocks_collapse_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_collapse_cards_path_idx" ON "pages_blocks_collapse_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_slider_cards_btn_hide_button_if_order_idx" ON "pages_blocks_slider_cards_btn_hide_button_if" USING btree ("order");
  CREATE INDEX "pages_blocks_slider_cards_btn_hide_button_if_parent_idx" ON "pages_blocks_slider_cards_btn_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_slider_cards_btn_put_order_idx" ON "pages_blocks_slider_cards_btn_put" USING btree ("_order");
  CREATE INDEX "pages_blocks_slider_cards_btn_put_parent_id_idx" ON "pages_blocks_slider_cards_btn_put" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_slider_cards_btn_order_idx" ON "pages_blocks_slider_cards_btn" USING btree ("_order");
  CREATE INDEX "pages_blocks_slider_cards_btn_parent_id_idx" ON "pages_blocks_slider_cards_btn" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_slider_cards_order_idx" ON "pages_blocks_slider_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_slider_cards_parent_id_idx" ON "pages_blocks_slider_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_slider_cards_card_media_idx" ON "pages_blocks_slider_cards" USING btree ("card_media_id");
  CREATE INDEX "pages_blocks_slider_order_idx" ON "pages_blocks_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_slider_parent_id_idx" ON "pages_blocks_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_slider_path_idx" ON "pages_blocks_slider" USING btree ("_path");
  CREATE INDEX "pages_blocks_grid_cards_btn_hide_button_if_order_idx" ON "pages_blocks_grid_cards_btn_hide_button_if" USING btree ("order");
  CREATE INDEX "pages_blocks_grid_cards_btn_hide_button_if_parent_idx" ON "pages_blocks_grid_cards_btn_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_grid_cards_btn_put_order_idx" ON "pages_blocks_grid_cards_btn_put" USING btree ("_order");
  CREATE INDEX "pages_blocks_grid_cards_btn_put_parent_id_idx" ON "pages_blocks_grid_cards_btn_put" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_grid_cards_btn_order_idx" ON "pages_blocks_grid_cards_btn" USING btree ("_order");
  CREATE INDEX "pages_blocks_grid_cards_btn_parent_id_idx" ON "pages_blocks_grid_cards_btn" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_grid_cards_order_idx" ON "pages_blocks_grid_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_grid_cards_parent_id_idx" ON "pages_blocks_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_grid_cards_card_media_idx" ON "pages_blocks_grid_cards" USING btree ("card_media_id");
  CREATE INDEX "pages_blocks_grid_order_idx" ON "pages_blocks_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_grid_parent_id_idx" ON "pages_blocks_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_grid_path_idx" ON "pages_blocks_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_ticker_items_order_idx" ON "pages_blocks_ticker_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_ticker_items_parent_id_idx" ON "pages_blocks_ticker_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_ticker_items_logo_idx" ON "pages_blocks_ticker_items" USING btree ("logo_id");
  CREATE INDEX "pages_blocks_ticker_order_idx" ON "pages_blocks_ticker" USING btree ("_order");
  CREATE INDEX "pages_blocks_ticker_parent_id_idx" ON "pages_blocks_ticker" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_ticker_path_idx" ON "pages_blocks_ticker" USING btree ("_path");
  CREATE INDEX "pages_blocks_partner_logo_header_order_idx" ON "pages_blocks_partner_logo_header" USING btree ("_order");
  CREATE INDEX "pages_blocks_partner_logo_header_parent_id_idx" ON "pages_blocks_partner_logo_header" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_partner_logo_header_path_idx" ON "pages_blocks_partner_logo_header" USING btree ("_path");
  CREATE INDEX "pages_blocks_stat_cards_stats_order_idx" ON "pages_blocks_stat_cards_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_stat_cards_stats_parent_id_idx" ON "pages_blocks_stat_cards_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stat_cards_order_idx" ON "pages_blocks_stat_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_stat_cards_parent_id_idx" ON "pages_blocks_stat_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stat_cards_path_idx" ON "pages_blocks_stat_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_dyn_btns_hide_button_if_order_idx" ON "pages_blocks_dyn_btns_hide_button_if" USING btree ("order");
  CREATE INDEX "pages_blocks_dyn_btns_hide_button_if_parent_idx" ON "pages_blocks_dyn_btns_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_dyn_btns_put_order_idx" ON "pages_blocks_dyn_btns_put" USING btree ("_order");
  CREATE INDEX "pages_blocks_dyn_btns_put_parent_id_idx" ON "pages_blocks_dyn_btns_put" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_dyn_btns_order_idx" ON "pages_blocks_dyn_btns" USING btree ("_order");
  CREATE INDEX "pages_blocks_dyn_btns_parent_id_idx" ON "pages_blocks_dyn_btns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_dyn_inl_btn_hide_button_if_order_idx" ON "pages_blocks_dyn_inl_btn_hide_button_if" USING btree ("order");
  CREATE INDEX "pages_blocks_dyn_inl_btn_hide_button_if_parent_idx" ON "pages_blocks_dyn_inl_btn_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_dyn_inl_btn_put_order_idx" ON "pages_blocks_dyn_inl_btn_put" USING btree ("_order");
  CREATE INDEX "pages_blocks_dyn_inl_btn_put_parent_id_idx" ON "pages_blocks_dyn_inl_btn_put" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_dyn_inl_btn_order_idx" ON "pages_blocks_dyn_inl_btn" USING btree ("_order");
  CREATE INDEX "pages_blocks_dyn_inl_btn_parent_id_idx" ON "pages_blocks_dyn_inl_btn" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_dyn_inl_order_idx" ON "pages_blocks_dyn_inl" USING btree ("_order");
  CREATE INDEX "pages_blocks_dyn_inl_parent_id_idx" ON "pages_blocks_dyn_inl" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_dyn_inl_card_media_idx" ON "pages_blocks_dyn_inl" USING btree ("card_media_id");
  CREATE INDEX "pages_blocks_dyn_order_idx" ON "pages_blocks_dyn" USING btree ("_order");
  CREATE INDEX "pages_blocks_dyn_parent_id_idx" ON "pages_blocks_dyn" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_dyn_path_idx" ON "pages_blocks_dyn" USING btree ("_path");
  CREATE INDEX "pages_blocks_article_list_order_idx" ON "pages_blocks_article_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_article_list_parent_id_idx" ON "pages_blocks_article_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_article_list_path_idx" ON "pages_blocks_article_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_pc_order_idx" ON "pages_blocks_pc" USING btree ("_order");
  CREATE INDEX "pages_blocks_pc_parent_id_idx" ON "pages_blocks_pc" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_pc_path_idx" ON "pages_blocks_pc" USING btree ("_path");
  CREATE INDEX "pages_blocks_pc_collection_idx" ON "pages_blocks_pc" USING btree ("collection_id");
  CREATE INDEX "pages_blocks_res_prev_order_idx" ON "pages_blocks_res_prev" USING btree ("_order");
  CREATE INDEX "pages_blocks_res_prev_parent_id_idx" ON "pages_blocks_res_prev" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_res_prev_path_idx" ON "pages_blocks_res_prev" USING btree ("_path");
  CREATE INDEX "pages_blocks_res_prev_resource_idx" ON "pages_blocks_res_prev" USING btree ("resource_id");
  CREATE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE UNIQUE INDEX "pages_url_idx" ON "pages" USING btree ("url");
  CREATE INDEX "pages_page_object_page_object_page_file_idx" ON "pages" USING btree ("page_object_page_file_id");
  CREATE INDEX "pages_page_object_partner_data_page_object_partner_data__idx" ON "pages" USING btree ("page_object_partner_data_partner_logo_id");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_texts_order_parent" ON "pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_media_id_idx" ON "pages_rels" USING btree ("media_id");
  CREATE INDEX "pages_rels_benefits_id_idx" ON "pages_rels" USING btree ("benefits_id");
  CREATE INDEX "pages_rels_vendors_id_idx" ON "pages_rels" USING btree ("vendors_id");
  CREATE INDEX "pages_rels_guides_id_idx" ON "pages_rels" USING btree ("guides_id");
  CREATE INDEX "pages_rels_reads_id_idx" ON "pages_rels" USING btree ("reads_id");
  CREATE INDEX "pages_rels_events_id_idx" ON "pages_rels" USING btree ("events_id");
  CREATE INDEX "pages_rels_resources_id_idx" ON "pages_rels" USING btree ("resources_id");
  CREATE INDEX "pages_rels_faqs_id_idx" ON "pages_rels" USING btree ("faqs_id");
  CREATE INDEX "pages_rels_side_cards_id_idx" ON "pages_rels" USING btree ("side_cards_id");
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
  CREATE INDEX "__pages_v_blocks_base_btns_v_hide_button_if_order_idx" ON "__pages_v_blocks_base_btns_v_hide_button_if" USING btree ("order");
  CREATE INDEX "__pages_v_blocks_base_btns_v_hide_button_if_parent_idx" ON "__pages_v_blocks_base_btns_v_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "___pages_v_blocks_base_btns_v_put_v_order_idx" ON "___pages_v_blocks_base_btns_v_put_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_base_btns_v_put_v_parent_id_idx" ON "___pages_v_blocks_base_btns_v_put_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_base_btns_v_order_idx" ON "__pages_v_blocks_base_btns_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_base_btns_v_parent_id_idx" ON "__pages_v_blocks_base_btns_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_base_order_idx" ON "_pages_v_blocks_base" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_base_parent_id_idx" ON "_pages_v_blocks_base" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_base_path_idx" ON "_pages_v_blocks_base" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_base_media_idx" ON "_pages_v_blocks_base" USING btree ("media_id");
  CREATE INDEX "__pages_v_blocks_full_btns_v_hide_button_if_order_idx" ON "__pages_v_blocks_full_btns_v_hide_button_if" USING btree ("order");
  CREATE INDEX "__pages_v_blocks_full_btns_v_hide_button_if_parent_idx" ON "__pages_v_blocks_full_btns_v_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "___pages_v_blocks_full_btns_v_put_v_order_idx" ON "___pages_v_blocks_full_btns_v_put_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_full_btns_v_put_v_parent_id_idx" ON "___pages_v_blocks_full_btns_v_put_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_full_btns_v_order_idx" ON "__pages_v_blocks_full_btns_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_full_btns_v_parent_id_idx" ON "__pages_v_blocks_full_btns_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_full_order_idx" ON "_pages_v_blocks_full" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_full_parent_id_idx" ON "_pages_v_blocks_full" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_full_path_idx" ON "_pages_v_blocks_full" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_full_media_idx" ON "_pages_v_blocks_full" USING btree ("media_id");
  CREATE INDEX "__pages_v_blocks_flip_btns_v_hide_button_if_order_idx" ON "__pages_v_blocks_flip_btns_v_hide_button_if" USING btree ("order");
  CREATE INDEX "__pages_v_blocks_flip_btns_v_hide_button_if_parent_idx" ON "__pages_v_blocks_flip_btns_v_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "___pages_v_blocks_flip_btns_v_put_v_order_idx" ON "___pages_v_blocks_flip_btns_v_put_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_flip_btns_v_put_v_parent_id_idx" ON "___pages_v_blocks_flip_btns_v_put_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_flip_btns_v_order_idx" ON "__pages_v_blocks_flip_btns_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_flip_btns_v_parent_id_idx" ON "__pages_v_blocks_flip_btns_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_flip_order_idx" ON "_pages_v_blocks_flip" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_flip_parent_id_idx" ON "_pages_v_blocks_flip" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_flip_path_idx" ON "_pages_v_blocks_flip" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_flip_media_idx" ON "_pages_v_blocks_flip" USING btree ("media_id");
  CREATE INDEX "_pages_v_blocks_feature_items_order_idx" ON "_pages_v_blocks_feature_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_items_parent_id_idx" ON "_pages_v_blocks_feature_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_items_media_idx" ON "_pages_v_blocks_feature_items" USING btree ("media_id");
  CREATE INDEX "__pages_v_blocks_feature_btns_v_hide_button_if_order_idx" ON "__pages_v_blocks_feature_btns_v_hide_button_if" USING btree ("order");
  CREATE INDEX "__pages_v_blocks_feature_btns_v_hide_button_if_parent_idx" ON "__pages_v_blocks_feature_btns_v_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "___pages_v_blocks_feature_btns_v_put_v_order_idx" ON "___pages_v_blocks_feature_btns_v_put_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_feature_btns_v_put_v_parent_id_idx" ON "___pages_v_blocks_feature_btns_v_put_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_feature_btns_v_order_idx" ON "__pages_v_blocks_feature_btns_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_feature_btns_v_parent_id_idx" ON "__pages_v_blocks_feature_btns_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_order_idx" ON "_pages_v_blocks_feature" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_parent_id_idx" ON "_pages_v_blocks_feature" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_path_idx" ON "_pages_v_blocks_feature" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_checklist_items_order_idx" ON "_pages_v_blocks_checklist_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_checklist_items_parent_id_idx" ON "_pages_v_blocks_checklist_items" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_checklist_btns_v_hide_button_if_order_idx" ON "__pages_v_blocks_checklist_btns_v_hide_button_if" USING btree ("order");
  CREATE INDEX "__pages_v_blocks_checklist_btns_v_hide_button_if_parent_idx" ON "__pages_v_blocks_checklist_btns_v_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "___pages_v_blocks_checklist_btns_v_put_v_order_idx" ON "___pages_v_blocks_checklist_btns_v_put_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_checklist_btns_v_put_v_parent_id_idx" ON "___pages_v_blocks_checklist_btns_v_put_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_checklist_btns_v_order_idx" ON "__pages_v_blocks_checklist_btns_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_checklist_btns_v_parent_id_idx" ON "__pages_v_blocks_checklist_btns_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_checklist_order_idx" ON "_pages_v_blocks_checklist" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_checklist_parent_id_idx" ON "_pages_v_blocks_checklist" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_checklist_path_idx" ON "_pages_v_blocks_checklist" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_quote_panel_order_idx" ON "_pages_v_blocks_quote_panel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quote_panel_parent_id_idx" ON "_pages_v_blocks_quote_panel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_panel_path_idx" ON "_pages_v_blocks_quote_panel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_quote_panel_photo_idx" ON "_pages_v_blocks_quote_panel" USING btree ("photo_id");
  CREATE INDEX "_pages_v_blocks_image_panel_order_idx" ON "_pages_v_blocks_image_panel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_panel_parent_id_idx" ON "_pages_v_blocks_image_panel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_panel_path_idx" ON "_pages_v_blocks_image_panel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_panel_media_idx" ON "_pages_v_blocks_image_panel" USING btree ("media_id");
  CREATE INDEX "_pages_v_blocks_iframe_embed_order_idx" ON "_pages_v_blocks_iframe_embed" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_iframe_embed_parent_id_idx" ON "_pages_v_blocks_iframe_embed" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_iframe_embed_path_idx" ON "_pages_v_blocks_iframe_embed" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_share_card_order_idx" ON "_pages_v_blocks_share_card" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_share_card_parent_id_idx" ON "_pages_v_blocks_share_card" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_share_card_path_idx" ON "_pages_v_blocks_share_card" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_site_form_order_idx" ON "_pages_v_blocks_site_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_site_form_parent_id_idx" ON "_pages_v_blocks_site_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_site_form_path_idx" ON "_pages_v_blocks_site_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_connected_form_order_idx" ON "_pages_v_blocks_connected_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_connected_form_parent_id_idx" ON "_pages_v_blocks_connected_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_connected_form_path_idx" ON "_pages_v_blocks_connected_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_connected_form_form_idx" ON "_pages_v_blocks_connected_form" USING btree ("form_id");
  CREATE INDEX "_pages_v_blocks_activate_order_idx" ON "_pages_v_blocks_activate" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_activate_parent_id_idx" ON "_pages_v_blocks_activate" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_activate_path_idx" ON "_pages_v_blocks_activate" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_activate_form_idx" ON "_pages_v_blocks_activate" USING btree ("form_id");
  CREATE INDEX "_pages_v_blocks_benefits_request_order_idx" ON "_pages_v_blocks_benefits_request" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_benefits_request_parent_id_idx" ON "_pages_v_blocks_benefits_request" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_benefits_request_path_idx" ON "_pages_v_blocks_benefits_request" USING btree ("_path");
  CREATE INDEX "___pages_v_blocks_dash_hero_v_btns_v_hide_button_if_order_idx" ON "___pages_v_blocks_dash_hero_v_btns_v_hide_button_if" USING btree ("order");
  CREATE INDEX "___pages_v_blocks_dash_hero_v_btns_v_hide_button_if_parent_idx" ON "___pages_v_blocks_dash_hero_v_btns_v_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "____pages_v_blocks_dash_hero_v_btns_v_put_v_order_idx" ON "____pages_v_blocks_dash_hero_v_btns_v_put_v" USING btree ("_order");
  CREATE INDEX "____pages_v_blocks_dash_hero_v_btns_v_put_v_parent_id_idx" ON "____pages_v_blocks_dash_hero_v_btns_v_put_v" USING btree ("_parent_id");
  CREATE INDEX "___pages_v_blocks_dash_hero_v_btns_v_order_idx" ON "___pages_v_blocks_dash_hero_v_btns_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_dash_hero_v_btns_v_parent_id_idx" ON "___pages_v_blocks_dash_hero_v_btns_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_dash_hero_v_order_idx" ON "__pages_v_blocks_dash_hero_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_dash_hero_v_parent_id_idx" ON "__pages_v_blocks_dash_hero_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_dash_hero_v_path_idx" ON "__pages_v_blocks_dash_hero_v" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_dash_hero_v_media_idx" ON "__pages_v_blocks_dash_hero_v" USING btree ("media_id");
  CREATE INDEX "__pages_v_blocks_index_user_v_order_idx" ON "__pages_v_blocks_index_user_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_index_user_v_parent_id_idx" ON "__pages_v_blocks_index_user_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_index_user_v_path_idx" ON "__pages_v_blocks_index_user_v" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_collapse_cards_cards_order_idx" ON "_pages_v_blocks_collapse_cards_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_collapse_cards_cards_parent_id_idx" ON "_pages_v_blocks_collapse_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_collapse_cards_order_idx" ON "_pages_v_blocks_collapse_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_collapse_cards_parent_id_idx" ON "_pages_v_blocks_collapse_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_collapse_cards_path_idx" ON "_pages_v_blocks_collapse_cards" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_slider_cards_btn_v_hide_button_if_order_idx" ON "__pages_v_blocks_slider_cards_btn_v_hide_button_if" USING btree ("order");
  CREATE INDEX "__pages_v_blocks_slider_cards_btn_v_hide_button_if_parent_idx" ON "__pages_v_blocks_slider_cards_btn_v_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "___pages_v_blocks_slider_cards_btn_v_put_v_order_idx" ON "___pages_v_blocks_slider_cards_btn_v_put_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_slider_cards_btn_v_put_v_parent_id_idx" ON "___pages_v_blocks_slider_cards_btn_v_put_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_slider_cards_btn_v_order_idx" ON "__pages_v_blocks_slider_cards_btn_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_slider_cards_btn_v_parent_id_idx" ON "__pages_v_blocks_slider_cards_btn_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_cards_order_idx" ON "_pages_v_blocks_slider_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_slider_cards_parent_id_idx" ON "_pages_v_blocks_slider_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_cards_card_media_idx" ON "_pages_v_blocks_slider_cards" USING btree ("card_media_id");
  CREATE INDEX "_pages_v_blocks_slider_order_idx" ON "_pages_v_blocks_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_slider_parent_id_idx" ON "_pages_v_blocks_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_path_idx" ON "_pages_v_blocks_slider" USING btree ("_path");
  CREATE INDEX "___pages_v_blocks_grid_v_cards_btn_v_hide_button_if_order_idx" ON "___pages_v_blocks_grid_v_cards_btn_v_hide_button_if" USING btree ("order");
  CREATE INDEX "___pages_v_blocks_grid_v_cards_btn_v_hide_button_if_parent_idx" ON "___pages_v_blocks_grid_v_cards_btn_v_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "____pages_v_blocks_grid_v_cards_btn_v_put_v_order_idx" ON "____pages_v_blocks_grid_v_cards_btn_v_put_v" USING btree ("_order");
  CREATE INDEX "____pages_v_blocks_grid_v_cards_btn_v_put_v_parent_id_idx" ON "____pages_v_blocks_grid_v_cards_btn_v_put_v" USING btree ("_parent_id");
  CREATE INDEX "___pages_v_blocks_grid_v_cards_btn_v_order_idx" ON "___pages_v_blocks_grid_v_cards_btn_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_grid_v_cards_btn_v_parent_id_idx" ON "___pages_v_blocks_grid_v_cards_btn_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_grid_v_cards_order_idx" ON "__pages_v_blocks_grid_v_cards" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_grid_v_cards_parent_id_idx" ON "__pages_v_blocks_grid_v_cards" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_grid_v_cards_card_media_idx" ON "__pages_v_blocks_grid_v_cards" USING btree ("card_media_id");
  CREATE INDEX "__pages_v_blocks_grid_v_order_idx" ON "__pages_v_blocks_grid_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_grid_v_parent_id_idx" ON "__pages_v_blocks_grid_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_grid_v_path_idx" ON "__pages_v_blocks_grid_v" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_ticker_items_order_idx" ON "_pages_v_blocks_ticker_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_ticker_items_parent_id_idx" ON "_pages_v_blocks_ticker_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_ticker_items_logo_idx" ON "_pages_v_blocks_ticker_items" USING btree ("logo_id");
  CREATE INDEX "_pages_v_blocks_ticker_order_idx" ON "_pages_v_blocks_ticker" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_ticker_parent_id_idx" ON "_pages_v_blocks_ticker" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_ticker_path_idx" ON "_pages_v_blocks_ticker" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_partner_logo_header_order_idx" ON "_pages_v_blocks_partner_logo_header" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_partner_logo_header_parent_id_idx" ON "_pages_v_blocks_partner_logo_header" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_partner_logo_header_path_idx" ON "_pages_v_blocks_partner_logo_header" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stat_cards_stats_order_idx" ON "_pages_v_blocks_stat_cards_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stat_cards_stats_parent_id_idx" ON "_pages_v_blocks_stat_cards_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stat_cards_order_idx" ON "_pages_v_blocks_stat_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stat_cards_parent_id_idx" ON "_pages_v_blocks_stat_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stat_cards_path_idx" ON "_pages_v_blocks_stat_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "___pages_v_blocks_dyn_v_btns_v_hide_button_if_order_idx" ON "___pages_v_blocks_dyn_v_btns_v_hide_button_if" USING btree ("order");
  CREATE INDEX "___pages_v_blocks_dyn_v_btns_v_hide_button_if_parent_idx" ON "___pages_v_blocks_dyn_v_btns_v_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "____pages_v_blocks_dyn_v_btns_v_put_v_order_idx" ON "____pages_v_blocks_dyn_v_btns_v_put_v" USING btree ("_order");
  CREATE INDEX "____pages_v_blocks_dyn_v_btns_v_put_v_parent_id_idx" ON "____pages_v_blocks_dyn_v_btns_v_put_v" USING btree ("_parent_id");
  CREATE INDEX "___pages_v_blocks_dyn_v_btns_v_order_idx" ON "___pages_v_blocks_dyn_v_btns_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_dyn_v_btns_v_parent_id_idx" ON "___pages_v_blocks_dyn_v_btns_v" USING btree ("_parent_id");
  CREATE INDEX "____pages_v_blocks_dyn_v_inl_v_btn_v_hide_button_if_order_idx" ON "____pages_v_blocks_dyn_v_inl_v_btn_v_hide_button_if" USING btree ("order");
  CREATE INDEX "____pages_v_blocks_dyn_v_inl_v_btn_v_hide_button_if_parent_idx" ON "____pages_v_blocks_dyn_v_inl_v_btn_v_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "_____pages_v_blocks_dyn_v_inl_v_btn_v_put_v_order_idx" ON "_____pages_v_blocks_dyn_v_inl_v_btn_v_put_v" USING btree ("_order");
  CREATE INDEX "_____pages_v_blocks_dyn_v_inl_v_btn_v_put_v_parent_id_idx" ON "_____pages_v_blocks_dyn_v_inl_v_btn_v_put_v" USING btree ("_parent_id");
  CREATE INDEX "____pages_v_blocks_dyn_v_inl_v_btn_v_order_idx" ON "____pages_v_blocks_dyn_v_inl_v_btn_v" USING btree ("_order");
  CREATE INDEX "____pages_v_blocks_dyn_v_inl_v_btn_v_parent_id_idx" ON "____pages_v_blocks_dyn_v_inl_v_btn_v" USING btree ("_parent_id");
  CREATE INDEX "___pages_v_blocks_dyn_v_inl_v_order_idx" ON "___pages_v_blocks_dyn_v_inl_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_dyn_v_inl_v_parent_id_idx" ON "___pages_v_blocks_dyn_v_inl_v" USING btree ("_parent_id");
  CREATE INDEX "___pages_v_blocks_dyn_v_inl_v_card_media_idx" ON "___pages_v_blocks_dyn_v_inl_v" USING btree ("card_media_id");
  CREATE INDEX "__pages_v_blocks_dyn_v_order_idx" ON "__pages_v_blocks_dyn_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_dyn_v_parent_id_idx" ON "__pages_v_blocks_dyn_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_dyn_v_path_idx" ON "__pages_v_blocks_dyn_v" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_article_list_order_idx" ON "_pages_v_blocks_article_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_article_list_parent_id_idx" ON "_pages_v_blocks_article_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_article_list_path_idx" ON "_pages_v_blocks_article_list" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_pc_v_order_idx" ON "__pages_v_blocks_pc_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_pc_v_parent_id_idx" ON "__pages_v_blocks_pc_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_pc_v_path_idx" ON "__pages_v_blocks_pc_v" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_pc_v_collection_idx" ON "__pages_v_blocks_pc_v" USING btree ("collection_id");
  CREATE INDEX "__pages_v_blocks_res_prev_v_order_idx" ON "__pages_v_blocks_res_prev_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_res_prev_v_parent_id_idx" ON "__pages_v_blocks_res_prev_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_res_prev_v_path_idx" ON "__pages_v_blocks_res_prev_v" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_res_prev_v_resource_idx" ON "__pages_v_blocks_res_prev_v" USING btree ("resource_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_url_idx" ON "_pages_v" USING btree ("version_url");
  CREATE INDEX "_pages_v_version_page_object_version_page_object_page_fi_idx" ON "_pages_v" USING btree ("version_page_object_page_file_id");
  CREATE INDEX "_pages_v_version_page_object_partner_data_version_page_o_idx" ON "_pages_v" USING btree ("version_page_object_partner_data_partner_logo_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_texts_order_parent" ON "_pages_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_media_id_idx" ON "_pages_v_rels" USING btree ("media_id");
  CREATE INDEX "_pages_v_rels_benefits_id_idx" ON "_pages_v_rels" USING btree ("benefits_id");
  CREATE INDEX "_pages_v_rels_vendors_id_idx" ON "_pages_v_rels" USING btree ("vendors_id");
  CREATE INDEX "_pages_v_rels_guides_id_idx" ON "_pages_v_rels" USING btree ("guides_id");
  CREATE INDEX "_pages_v_rels_reads_id_idx" ON "_pages_v_rels" USING btree ("reads_id");
  CREATE INDEX "_pages_v_rels_events_id_idx" ON "_pages_v_rels" USING btree ("events_id");
  CREATE INDEX "_pages_v_rels_resources_id_idx" ON "_pages_v_rels" USING btree ("resources_id");
  CREATE INDEX "_pages_v_rels_faqs_id_idx" ON "_pages_v_rels" USING btree ("faqs_id");
  CREATE INDEX "_pages_v_rels_side_cards_id_idx" ON "_pages_v_rels" USING btree ("side_cards_id");
  CREATE INDEX "benefits_benefit_image_idx" ON "benefits" USING btree ("benefit_image_id");
  CREATE INDEX "benefits_benefit_partner_logo_idx" ON "benefits" USING btree ("benefit_partner_logo_id");
  CREATE UNIQUE INDEX "benefits_benefit_slug_idx" ON "benefits" USING btree ("benefit_slug");
  CREATE INDEX "benefits_updated_at_idx" ON "benefits" USING btree ("updated_at");
  CREATE INDEX "benefits_created_at_idx" ON "benefits" USING btree ("created_at");
  CREATE INDEX "benefits__status_idx" ON "benefits" USING btree ("_status");
  CREATE INDEX "benefits_rels_order_idx" ON "benefits_rels" USING btree ("order");
  CREATE INDEX "benefits_rels_parent_idx" ON "benefits_rels" USING btree ("parent_id");
  CREATE INDEX "benefits_rels_path_idx" ON "benefits_rels" USING btree ("path");
  CREATE INDEX "benefits_rels_media_id_idx" ON "benefits_rels" USING btree ("media_id");
  CREATE INDEX "benefits_rels_pages_id_idx" ON "benefits_rels" USING btree ("pages_id");
  CREATE INDEX "_benefits_v_parent_idx" ON "_benefits_v" USING btree ("parent_id");
  CREATE INDEX "_benefits_v_version_version_benefit_image_idx" ON "_benefits_v" USING btree ("version_benefit_image_id");
  CREATE INDEX "_benefits_v_version_version_benefit_partner_logo_idx" ON "_benefits_v" USING btree ("version_benefit_partner_logo_id");
  CREATE INDEX "_benefits_v_version_version_benefit_slug_idx" ON "_benefits_v" USING btree ("version_benefit_slug");
  CREATE INDEX "_benefits_v_version_version_updated_at_idx" ON "_benefits_v" USING btree ("version_updated_at");
  CREATE INDEX "_benefits_v_version_version_created_at_idx" ON "_benefits_v" USING btree ("version_created_at");
  CREATE INDEX "_benefits_v_version_version__status_idx" ON "_benefits_v" USING btree ("version__status");
  CREATE INDEX "_benefits_v_created_at_idx" ON "_benefits_v" USING btree ("created_at");
  CREATE INDEX "_benefits_v_updated_at_idx" ON "_benefits_v" USING btree ("updated_at");
  CREATE INDEX "_benefits_v_latest_idx" ON "_benefits_v" USING btree ("latest");
  CREATE INDEX "_benefits_v_rels_order_idx" ON "_benefits_v_rels" USING btree ("order");
  CREATE INDEX "_benefits_v_rels_parent_idx" ON "_benefits_v_rels" USING btree ("parent_id");
  CREATE INDEX "_benefits_v_rels_path_idx" ON "_benefits_v_rels" USING btree ("path");
  CREATE INDEX "_benefits_v_rels_media_id_idx" ON "_benefits_v_rels" USING btree ("media_id");
  CREATE INDEX "_benefits_v_rels_pages_id_idx" ON "_benefits_v_rels" USING btree ("pages_id");
  CREATE INDEX "guides_guide_card_media_idx" ON "guides" USING btree ("guide_card_media_id");
  CREATE UNIQUE INDEX "guides_guide_slug_idx" ON "guides" USING btree ("guide_slug");
  CREATE INDEX "guides_updated_at_idx" ON "guides" USING btree ("updated_at");
  CREATE INDEX "guides_created_at_idx" ON "guides" USING btree ("created_at");
  CREATE INDEX "guides__status_idx" ON "guides" USING btree ("_status");
  CREATE INDEX "_guides_v_parent_idx" ON "_guides_v" USING btree ("parent_id");
  CREATE INDEX "_guides_v_version_version_guide_card_media_idx" ON "_guides_v" USING btree ("version_guide_card_media_id");
  CREATE INDEX "_guides_v_version_version_guide_slug_idx" ON "_guides_v" USING btree ("version_guide_slug");
  CREATE INDEX "_guides_v_version_version_updated_at_idx" ON "_guides_v" USING btree ("version_updated_at");
  CREATE INDEX "_guides_v_version_version_created_at_idx" ON "_guides_v" USING btree ("version_created_at");
  CREATE INDEX "_guides_v_version_version__status_idx" ON "_guides_v" USING btree ("version__status");
  CREATE INDEX "_guides_v_created_at_idx" ON "_guides_v" USING btree ("created_at");
  CREATE INDEX "_guides_v_updated_at_idx" ON "_guides_v" USING btree ("updated_at");
  CREATE INDEX "_guides_v_latest_idx" ON "_guides_v" USING btree ("latest");
  CREATE INDEX "reads_read_card_media_idx" ON "reads" USING btree ("read_card_media_id");
  CREATE UNIQUE INDEX "reads_slug_idx" ON "reads" USING btree ("slug");
  CREATE INDEX "reads_published_at_idx" ON "reads" USING btree ("published_at");
  CREATE INDEX "reads_author_idx" ON "reads" USING btree ("author_id");
  CREATE INDEX "reads_updated_at_idx" ON "reads" USING btree ("updated_at");
  CREATE INDEX "reads_created_at_idx" ON "reads" USING btree ("created_at");
  CREATE INDEX "reads__status_idx" ON "reads" USING btree ("_status");
  CREATE INDEX "reads_texts_order_parent" ON "reads_texts" USING btree ("order","parent_id");
  CREATE INDEX "reads_rels_order_idx" ON "reads_rels" USING btree ("order");
  CREATE INDEX "reads_rels_parent_idx" ON "reads_rels" USING btree ("parent_id");
  CREATE INDEX "reads_rels_path_idx" ON "reads_rels" USING btree ("path");
  CREATE INDEX "reads_rels_media_id_idx" ON "reads_rels" USING btree ("media_id");
  CREATE INDEX "_reads_v_parent_idx" ON "_reads_v" USING btree ("parent_id");
  CREATE INDEX "_reads_v_version_version_read_card_media_idx" ON "_reads_v" USING btree ("version_read_card_media_id");
  CREATE INDEX "_reads_v_version_version_slug_idx" ON "_reads_v" USING btree ("version_slug");
  CREATE INDEX "_reads_v_version_version_published_at_idx" ON "_reads_v" USING btree ("version_published_at");
  CREATE INDEX "_reads_v_version_version_author_idx" ON "_reads_v" USING btree ("version_author_id");
  CREATE INDEX "_reads_v_version_version_updated_at_idx" ON "_reads_v" USING btree ("version_updated_at");
  CREATE INDEX "_reads_v_version_version_created_at_idx" ON "_reads_v" USING btree ("version_created_at");
  CREATE INDEX "_reads_v_version_version__status_idx" ON "_reads_v" USING btree ("version__status");
  CREATE INDEX "_reads_v_created_at_idx" ON "_reads_v" USING btree ("created_at");
  CREATE INDEX "_reads_v_updated_at_idx" ON "_reads_v" USING btree ("updated_at");
  CREATE INDEX "_reads_v_latest_idx" ON "_reads_v" USING btree ("latest");
  CREATE INDEX "_reads_v_texts_order_parent" ON "_reads_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_reads_v_rels_order_idx" ON "_reads_v_rels" USING btree ("order");
  CREATE INDEX "_reads_v_rels_parent_idx" ON "_reads_v_rels" USING btree ("parent_id");
  CREATE INDEX "_reads_v_rels_path_idx" ON "_reads_v_rels" USING btree ("path");
  CREATE INDEX "_reads_v_rels_media_id_idx" ON "_reads_v_rels" USING btree ("media_id");
  CREATE INDEX "events_event_schedule_start_timestamp_idx" ON "events" USING btree ("event_schedule_start_timestamp");
  CREATE INDEX "events_event_image_idx" ON "events" USING btree ("event_image_id");
  CREATE UNIQUE INDEX "events_event_slug_idx" ON "events" USING btree ("event_slug");
  CREATE INDEX "events_event_collection_id_idx" ON "events" USING btree ("event_collection_id");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_event_schedule_start_timestamp_idx" ON "_events_v" USING btree ("version_event_schedule_start_timestamp");
  CREATE INDEX "_events_v_version_version_event_image_idx" ON "_events_v" USING btree ("version_event_image_id");
  CREATE INDEX "_events_v_version_version_event_slug_idx" ON "_events_v" USING btree ("version_event_slug");
  CREATE INDEX "_events_v_version_version_event_collection_id_idx" ON "_events_v" USING btree ("version_event_collection_id");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "resources_resource_files_order_idx" ON "resources_resource_files" USING btree ("_order");
  CREATE INDEX "resources_resource_files_parent_id_idx" ON "resources_resource_files" USING btree ("_parent_id");
  CREATE INDEX "resources_resource_files_file_idx" ON "resources_resource_files" USING btree ("file_id");
  CREATE INDEX "resources_resource_card_media_idx" ON "resources" USING btree ("resource_card_media_id");
  CREATE UNIQUE INDEX "resources_resource_slug_idx" ON "resources" USING btree ("resource_slug");
  CREATE INDEX "resources_updated_at_idx" ON "resources" USING btree ("updated_at");
  CREATE INDEX "resources_created_at_idx" ON "resources" USING btree ("created_at");
  CREATE INDEX "resources__status_idx" ON "resources" USING btree ("_status");
  CREATE INDEX "resources_texts_order_parent" ON "resources_texts" USING btree ("order","parent_id");
  CREATE INDEX "_resources_v_version_resource_files_order_idx" ON "_resources_v_version_resource_files" USING btree ("_order");
  CREATE INDEX "_resources_v_version_resource_files_parent_id_idx" ON "_resources_v_version_resource_files" USING btree ("_parent_id");
  CREATE INDEX "_resources_v_version_resource_files_file_idx" ON "_resources_v_version_resource_files" USING btree ("file_id");
  CREATE INDEX "_resources_v_parent_idx" ON "_resources_v" USING btree ("parent_id");
  CREATE INDEX "_resources_v_version_version_resource_card_media_idx" ON "_resources_v" USING btree ("version_resource_card_media_id");
  CREATE INDEX "_resources_v_version_version_resource_slug_idx" ON "_resources_v" USING btree ("version_resource_slug");
  CREATE INDEX "_resources_v_version_version_updated_at_idx" ON "_resources_v" USING btree ("version_updated_at");
  CREATE INDEX "_resources_v_version_version_created_at_idx" ON "_resources_v" USING btree ("version_created_at");
  CREATE INDEX "_resources_v_version_version__status_idx" ON "_resources_v" USING btree ("version__status");
  CREATE INDEX "_resources_v_created_at_idx" ON "_resources_v" USING btree ("created_at");
  CREATE INDEX "_resources_v_updated_at_idx" ON "_resources_v" USING btree ("updated_at");
  CREATE INDEX "_resources_v_latest_idx" ON "_resources_v" USING btree ("latest");
  CREATE INDEX "_resources_v_texts_order_parent" ON "_resources_v_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "faqs_card_slug_idx" ON "faqs" USING btree ("card_slug");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "faqs_texts_order_parent" ON "faqs_texts" USING btree ("order","parent_id");
  CREATE INDEX "authors_photo_idx" ON "authors" USING btree ("photo_id");
  CREATE INDEX "authors_updated_at_idx" ON "authors" USING btree ("updated_at");
  CREATE INDEX "authors_created_at_idx" ON "authors" USING btree ("created_at");
  CREATE UNIQUE INDEX "stat_items_stat_id_idx" ON "stat_items" USING btree ("stat_id");
  CREATE INDEX "stat_items_updated_at_idx" ON "stat_items" USING btree ("updated_at");
  CREATE INDEX "stat_items_created_at_idx" ON "stat_items" USING btree ("created_at");
  CREATE INDEX "side_cards_btns_hide_button_if_order_idx" ON "side_cards_btns_hide_button_if" USING btree ("order");
  CREATE INDEX "side_cards_btns_hide_button_if_parent_idx" ON "side_cards_btns_hide_button_if" USING btree ("parent_id");
  CREATE INDEX "side_cards_btns_put_order_idx" ON "side_cards_btns_put" USING btree ("_order");
  CREATE INDEX "side_cards_btns_put_parent_id_idx" ON "side_cards_btns_put" USING btree ("_parent_id");
  CREATE INDEX "side_cards_btns_order_idx" ON "side_cards_btns" USING btree ("_order");
  CREATE INDEX "side_cards_btns_parent_id_idx" ON "side_cards_btns" USING btree ("_parent_id");
  CREATE INDEX "side_cards_home_side_card_media_idx" ON "side_cards" USING btree ("home_side_card_media_id");
  CREATE INDEX "side_cards_updated_at_idx" ON "side_cards" USING btree ("updated_at");
  CREATE INDEX "side_cards_created_at_idx" ON "side_cards" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE UNIQUE INDEX "vendors_vendor_slug_idx" ON "vendors" USING btree ("vendor_slug");
  CREATE INDEX "vendors_updated_at_idx" ON "vendors" USING btree ("updated_at");
  CREATE INDEX "vendors_created_at_idx" ON "vendors" USING btree ("created_at");
  CREATE INDEX "vendors__status_idx" ON "vendors" USING btree ("_status");
  CREATE INDEX "vendors_rels_order_idx" ON "vendors_rels" USING btree ("order");
  CREATE INDEX "vendors_rels_parent_idx" ON "vendors_rels" USING btree ("parent_id");
  CREATE INDEX "vendors_rels_path_idx" ON "vendors_rels" USING btree ("path");
  CREATE INDEX "vendors_rels_media_id_idx" ON "vendors_rels" USING btree ("media_id");
  CREATE INDEX "vendors_rels_pages_id_idx" ON "vendors_rels" USING btree ("pages_id");
  CREATE INDEX "_vendors_v_parent_idx" ON "_vendors_v" USING btree ("parent_id");
  CREATE INDEX "_vendors_v_version_version_vendor_slug_idx" ON "_vendors_v" USING btree ("version_vendor_slug");
  CREATE INDEX "_vendors_v_version_version_updated_at_idx" ON "_vendors_v" USING btree ("version_updated_at");
  CREATE INDEX "_vendors_v_version_version_created_at_idx" ON "_vendors_v" USING btree ("version_created_at");
  CREATE INDEX "_vendors_v_version_version__status_idx" ON "_vendors_v" USING btree ("version__status");
  CREATE INDEX "_vendors_v_created_at_idx" ON "_vendors_v" USING btree ("created_at");
  CREATE INDEX "_vendors_v_updated_at_idx" ON "_vendors_v" USING btree ("updated_at");
  CREATE INDEX "_vendors_v_latest_idx" ON "_vendors_v" USING btree ("latest");
  CREATE INDEX "_vendors_v_rels_order_idx" ON "_vendors_v_rels" USING btree ("order");
  CREATE INDEX "_vendors_v_rels_parent_idx" ON "_vendors_v_rels" USING btree ("parent_id");
  CREATE INDEX "_vendors_v_rels_path_idx" ON "_vendors_v_rels" USING btree ("path");
  CREATE INDEX "_vendors_v_rels_media_id_idx" ON "_vendors_v_rels" USING btree ("media_id");
  CREATE INDEX "_vendors_v_rels_pages_id_idx" ON "_vendors_v_rels" USING btree ("pages_id");
  CREATE UNIQUE INDEX "products_product_code_idx" ON "products" USING btree ("product_code");
  CREATE INDEX "products_product_image_idx" ON "products" USING btree ("product_image_id");
  CREATE INDEX "products_collection_idx" ON "products" USING btree ("collection_id");
  CREATE INDEX "products_sub_collection_slug_idx" ON "products" USING btree ("sub_collection_slug");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "product_collections_sub_collections_order_idx" ON "product_collections_sub_collections" USING btree ("_order");
  CREATE INDEX "product_collections_sub_collections_parent_id_idx" ON "product_collections_sub_collections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "product_collections_slug_idx" ON "product_collections" USING btree ("slug");
  CREATE INDEX "product_collections_updated_at_idx" ON "product_collections" USING btree ("updated_at");
  CREATE INDEX "product_collections_created_at_idx" ON "product_collections" USING btree ("created_at");
  CREATE INDEX "members_email_idx" ON "members" USING btree ("email");
  CREATE INDEX "members_business_account_id_idx" ON "members" USING btree ("business_account_id_id");
  CREATE INDEX "members_updated_at_idx" ON "members" USING btree ("updated_at");
  CREATE INDEX "members_created_at_idx" ON "members" USING btree ("created_at");
  CREATE INDEX "members_texts_order_parent" ON "members_texts" USING btree ("order","parent_id");
  CREATE INDEX "business_accounts_vendor_accounts_order_idx" ON "business_accounts_vendor_accounts" USING btree ("_order");
  CREATE INDEX "business_accounts_vendor_accounts_parent_id_idx" ON "business_accounts_vendor_accounts" USING btree ("_parent_id");
  CREATE INDEX "business_accounts_team_members_order_idx" ON "business_accounts_team_members" USING btree ("_order");
  CREATE INDEX "business_accounts_team_members_parent_id_idx" ON "business_accounts_team_members" USING btree ("_parent_id");
  CREATE INDEX "business_accounts_team_members_member_idx" ON "business_accounts_team_members" USING btree ("member_id");
  CREATE INDEX "business_accounts_campaigns_order_idx" ON "business_accounts_campaigns" USING btree ("_order");
  CREATE INDEX "business_accounts_campaigns_parent_id_idx" ON "business_accounts_campaigns" USING btree ("_parent_id");
  CREATE INDEX "business_accounts_feedback_forms_order_idx" ON "business_accounts_feedback_forms" USING btree ("_order");
  CREATE INDEX "business_accounts_feedback_forms_parent_id_idx" ON "business_accounts_feedback_forms" USING btree ("_parent_id");
  CREATE INDEX "business_accounts_member_benefits_order_idx" ON "business_accounts_member_benefits" USING btree ("_order");
  CREATE INDEX "business_accounts_member_benefits_parent_id_idx" ON "business_accounts_member_benefits" USING btree ("_parent_id");
  CREATE INDEX "business_accounts_has_pending_vendor_links_idx" ON "business_accounts" USING btree ("has_pending_vendor_links");
  CREATE INDEX "business_accounts_updated_at_idx" ON "business_accounts" USING btree ("updated_at");
  CREATE INDEX "business_accounts_created_at_idx" ON "business_accounts" USING btree ("created_at");
  CREATE INDEX "vendor_orders_business_account_idx" ON "vendor_orders" USING btree ("business_account_id");
  CREATE INDEX "vendor_orders_order_date_idx" ON "vendor_orders" USING btree ("order_date");
  CREATE INDEX "vendor_orders_order_import_idx" ON "vendor_orders" USING btree ("order_import_id");
  CREATE INDEX "vendor_orders_updated_at_idx" ON "vendor_orders" USING btree ("updated_at");
  CREATE INDEX "vendor_orders_created_at_idx" ON "vendor_orders" USING btree ("created_at");
  CREATE INDEX "order_imports_updated_at_idx" ON "order_imports" USING btree ("updated_at");
  CREATE INDEX "order_imports_created_at_idx" ON "order_imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "order_imports_filename_idx" ON "order_imports" USING btree ("filename");
  CREATE INDEX "forms_blocks_form_input_order_idx" ON "forms_blocks_form_input" USING btree ("_order");
  CREATE INDEX "forms_blocks_form_input_parent_id_idx" ON "forms_blocks_form_input" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_form_input_path_idx" ON "forms_blocks_form_input" USING btree ("_path");
  CREATE INDEX "forms_blocks_form_select_options_order_idx" ON "forms_blocks_form_select_options" USING btree ("_order");
  CREATE INDEX "forms_blocks_form_select_options_parent_id_idx" ON "forms_blocks_form_select_options" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_form_select_order_idx" ON "forms_blocks_form_select" USING btree ("_order");
  CREATE INDEX "forms_blocks_form_select_parent_id_idx" ON "forms_blocks_form_select" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_form_select_path_idx" ON "forms_blocks_form_select" USING btree ("_path");
  CREATE INDEX "forms_blocks_form_textarea_order_idx" ON "forms_blocks_form_textarea" USING btree ("_order");
  CREATE INDEX "forms_blocks_form_textarea_parent_id_idx" ON "forms_blocks_form_textarea" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_form_textarea_path_idx" ON "forms_blocks_form_textarea" USING btree ("_path");
  CREATE INDEX "forms_blocks_form_slider_order_idx" ON "forms_blocks_form_slider" USING btree ("_order");
  CREATE INDEX "forms_blocks_form_slider_parent_id_idx" ON "forms_blocks_form_slider" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_form_slider_path_idx" ON "forms_blocks_form_slider" USING btree ("_path");
  CREATE INDEX "forms_blocks_form_rater_order_idx" ON "forms_blocks_form_rater" USING btree ("_order");
  CREATE INDEX "forms_blocks_form_rater_parent_id_idx" ON "forms_blocks_form_rater" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_form_rater_path_idx" ON "forms_blocks_form_rater" USING btree ("_path");
  CREATE INDEX "forms_blocks_form_checkbox_group_options_order_idx" ON "forms_blocks_form_checkbox_group_options" USING btree ("_order");
  CREATE INDEX "forms_blocks_form_checkbox_group_options_parent_id_idx" ON "forms_blocks_form_checkbox_group_options" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_form_checkbox_group_order_idx" ON "forms_blocks_form_checkbox_group" USING btree ("_order");
  CREATE INDEX "forms_blocks_form_checkbox_group_parent_id_idx" ON "forms_blocks_form_checkbox_group" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_form_checkbox_group_path_idx" ON "forms_blocks_form_checkbox_group" USING btree ("_path");
  CREATE INDEX "forms_blocks_form_input_group_order_idx" ON "forms_blocks_form_input_group" USING btree ("_order");
  CREATE INDEX "forms_blocks_form_input_group_parent_id_idx" ON "forms_blocks_form_input_group" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_form_input_group_path_idx" ON "forms_blocks_form_input_group" USING btree ("_path");
  CREATE INDEX "forms_blocks_form_field_group_order_idx" ON "forms_blocks_form_field_group" USING btree ("_order");
  CREATE INDEX "forms_blocks_form_field_group_parent_id_idx" ON "forms_blocks_form_field_group" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_form_field_group_path_idx" ON "forms_blocks_form_field_group" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_form_slug_idx" ON "forms" USING btree ("form_slug");
  CREATE INDEX "forms_updated_at_idx" ON "forms" USING btree ("updated_at");
  CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at");
  CREATE INDEX "forms__status_idx" ON "forms" USING btree ("_status");
  CREATE INDEX "_forms_v_blocks_form_input_order_idx" ON "_forms_v_blocks_form_input" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_form_input_parent_id_idx" ON "_forms_v_blocks_form_input" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_form_input_path_idx" ON "_forms_v_blocks_form_input" USING btree ("_path");
  CREATE INDEX "_forms_v_blocks_form_select_options_order_idx" ON "_forms_v_blocks_form_select_options" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_form_select_options_parent_id_idx" ON "_forms_v_blocks_form_select_options" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_form_select_order_idx" ON "_forms_v_blocks_form_select" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_form_select_parent_id_idx" ON "_forms_v_blocks_form_select" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_form_select_path_idx" ON "_forms_v_blocks_form_select" USING btree ("_path");
  CREATE INDEX "_forms_v_blocks_form_textarea_order_idx" ON "_forms_v_blocks_form_textarea" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_form_textarea_parent_id_idx" ON "_forms_v_blocks_form_textarea" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_form_textarea_path_idx" ON "_forms_v_blocks_form_textarea" USING btree ("_path");
  CREATE INDEX "_forms_v_blocks_form_slider_order_idx" ON "_forms_v_blocks_form_slider" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_form_slider_parent_id_idx" ON "_forms_v_blocks_form_slider" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_form_slider_path_idx" ON "_forms_v_blocks_form_slider" USING btree ("_path");
  CREATE INDEX "_forms_v_blocks_form_rater_order_idx" ON "_forms_v_blocks_form_rater" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_form_rater_parent_id_idx" ON "_forms_v_blocks_form_rater" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_form_rater_path_idx" ON "_forms_v_blocks_form_rater" USING btree ("_path");
  CREATE INDEX "_forms_v_blocks_form_checkbox_group_options_order_idx" ON "_forms_v_blocks_form_checkbox_group_options" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_form_checkbox_group_options_parent_id_idx" ON "_forms_v_blocks_form_checkbox_group_options" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_form_checkbox_group_order_idx" ON "_forms_v_blocks_form_checkbox_group" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_form_checkbox_group_parent_id_idx" ON "_forms_v_blocks_form_checkbox_group" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_form_checkbox_group_path_idx" ON "_forms_v_blocks_form_checkbox_group" USING btree ("_path");
  CREATE INDEX "_forms_v_blocks_form_input_group_order_idx" ON "_forms_v_blocks_form_input_group" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_form_input_group_parent_id_idx" ON "_forms_v_blocks_form_input_group" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_form_input_group_path_idx" ON "_forms_v_blocks_form_input_group" USING btree ("_path");
  CREATE INDEX "_forms_v_blocks_form_field_group_order_idx" ON "_forms_v_blocks_form_field_group" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_form_field_group_parent_id_idx" ON "_forms_v_blocks_form_field_group" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_form_field_group_path_idx" ON "_forms_v_blocks_form_field_group" USING btree ("_path");
  CREATE INDEX "_forms_v_parent_idx" ON "_forms_v" USING btree ("parent_id");
  CREATE INDEX "_forms_v_version_version_form_slug_idx" ON "_forms_v" USING btree ("version_form_slug");
  CREATE INDEX "_forms_v_version_version_updated_at_idx" ON "_forms_v" USING btree ("version_updated_at");
  CREATE INDEX "_forms_v_version_version_created_at_idx" ON "_forms_v" USING btree ("version_created_at");
  CREATE INDEX "_forms_v_version_version__status_idx" ON "_forms_v" USING btree ("version__status");
  CREATE INDEX "_forms_v_created_at_idx" ON "_forms_v" USING btree ("created_at");
  CREATE INDEX "_forms_v_updated_at_idx" ON "_forms_v" USING btree ("updated_at");
  CREATE INDEX "_forms_v_latest_idx" ON "_forms_v" USING btree ("latest");
  CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form");
  CREATE INDEX "form_submissions_form_type_idx" ON "form_submissions" USING btree ("form_type");
  CREATE INDEX "form_submissions_status_idx" ON "form_submissions" USING btree ("status");
  CREATE INDEX "form_submissions_email_idx" ON "form_submissions" USING btree ("email");
  CREATE INDEX "form_submissions_company_idx" ON "form_submissions" USING btree ("company");
  CREATE INDEX "form_submissions_builder_form_idx" ON "form_submissions" USING btree ("builder_form_id");
  CREATE INDEX "form_submissions_quote_file_idx" ON "form_submissions" USING btree ("quote_file_id");
  CREATE INDEX "form_submissions_member_idx" ON "form_submissions" USING btree ("member_id");
  CREATE INDEX "form_submissions_business_account_idx" ON "form_submissions" USING btree ("business_account_id");
  CREATE INDEX "form_submissions_updated_at_idx" ON "form_submissions" USING btree ("updated_at");
  CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");
  CREATE INDEX "quote_files_updated_at_idx" ON "quote_files" USING btree ("updated_at");
  CREATE INDEX "quote_files_created_at_idx" ON "quote_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "quote_files_filename_idx" ON "quote_files" USING btree ("filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "dev_mailbox_to_idx" ON "dev_mailbox" USING btree ("to");
  CREATE INDEX "dev_mailbox_updated_at_idx" ON "dev_mailbox" USING btree ("updated_at");
  CREATE INDEX "dev_mailbox_created_at_idx" ON "dev_mailbox" USING btree ("created_at");
  CREATE INDEX "dev_mailbox_texts_order_parent" ON "dev_mailbox_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_benefits_id_idx" ON "payload_locked_documents_rels" USING btree ("benefits_id");
  CREATE INDEX "payload_locked_documents_rels_guides_id_idx" ON "payload_locked_documents_rels" USING btree ("guides_id");
  CREATE INDEX "payload_locked_documents_rels_reads_id_idx" ON "payload_locked_documents_rels" USING btree ("reads_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_resources_id_idx" ON "payload_locked_documents_rels" USING btree ("resources_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_authors_id_idx" ON "payload_locked_documents_rels" USING btree ("authors_id");
  CREATE INDEX "payload_locked_documents_rels_stat_items_id_idx" ON "payload_locked_documents_rels" USING btree ("stat_items_id");
  CREATE INDEX "payload_locked_documents_rels_side_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("side_cards_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_vendors_id_idx" ON "payload_locked_documents_rels" USING btree ("vendors_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_product_collections_id_idx" ON "payload_locked_documents_rels" USING btree ("product_collections_id");
  CREATE INDEX "payload_locked_documents_rels_members_id_idx" ON "payload_locked_documents_rels" USING btree ("members_id");
  CREATE INDEX "payload_locked_documents_rels_business_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("business_accounts_id");
  CREATE INDEX "payload_locked_documents_rels_vendor_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("vendor_orders_id");
  CREATE INDEX "payload_locked_documents_rels_order_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("order_imports_id");
  CREATE INDEX "payload_locked_documents_rels_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("forms_id");
  CREATE INDEX "payload_locked_documents_rels_form_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("form_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_quote_files_id_idx" ON "payload_locked_documents_rels" USING btree ("quote_files_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_dev_mailbox_id_idx" ON "payload_locked_documents_rels" USING btree ("dev_mailbox_id");
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
  CREATE INDEX "site_settings_logo_idx" ON "site_settings" USING btree ("logo_id");
  CREATE INDEX "site_settings_texts_order_parent" ON "site_settings_texts" USING btree ("order","parent_id");`)
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
  DROP TABLE "pages_blocks_base_btns_hide_button_if" CASCADE;
  DROP TABLE "pages_blocks_base_btns_put" CASCADE;
  DROP TABLE "pages_blocks_base_btns" CASCADE;
  DROP TABLE "pages_blocks_base" CASCADE;
  DROP TABLE "pages_blocks_full_btns_hide_button_if" CASCADE;
  DROP TABLE "pages_blocks_full_btns_put" CASCADE;
  DROP TABLE "pages_blocks_full_btns" CASCADE;
  DROP TABLE "pages_blocks_full" CASCADE;
  DROP TABLE "pages_blocks_flip_btns_hide_button_if" CASCADE;
  DROP TABLE "pages_blocks_flip_btns_put" CASCADE;
  DROP TABLE "pages_blocks_flip_btns" CASCADE;
  DROP TABLE "pages_blocks_flip" CASCADE;
  DROP TABLE "pages_blocks_feature_items" CASCADE;
  DROP TABLE "pages_blocks_feature_btns_hide_button_if" CASCADE;
  DROP TABLE "pages_blocks_feature_btns_put" CASCADE;
  DROP TABLE "pages_blocks_feature_btns" CASCADE;
  DROP TABLE "pages_blocks_feature" CASCADE;
  DROP TABLE "pages_blocks_checklist_items" CASCADE;
  DROP TABLE "pages_blocks_checklist_btns_hide_button_if" CASCADE;
  DROP TABLE "pages_blocks_checklist_btns_put" CASCADE;
  DROP TABLE "pages_blocks_checklist_btns" CASCADE;
  DROP TABLE "pages_blocks_checklist" CASCADE;
  DROP TABLE "pages_blocks_quote_panel" CASCADE;
  DROP TABLE "pages_blocks_image_panel" CASCADE;
  DROP TABLE "pages_blocks_iframe_embed" CASCADE;
  DROP TABLE "pages_blocks_share_card" CASCADE;
  DROP TABLE "pages_blocks_site_form" CASCADE;
  DROP TABLE "pages_blocks_connected_form" CASCADE;
  DROP TABLE "pages_blocks_activate" CASCADE;
  DROP TABLE "pages_blocks_benefits_request" CASCADE;
  DROP TABLE "pages_blocks_dash_hero_btns_hide_button_if" CASCADE;
  DROP TABLE "pages_blocks_dash_hero_btns_put" CASCADE;
  DROP TABLE "pages_blocks_dash_hero_btns" CASCADE;
  DROP TABLE "pages_blocks_dash_hero" CASCADE;
  DROP TABLE "pages_blocks_index_user" CASCADE;
  DROP TABLE "pages_blocks_collapse_cards_cards" CASCADE;
  DROP TABLE "pages_blocks_collapse_cards" CASCADE;
  DROP TABLE "pages_blocks_slider_cards_btn_hide_button_if" CASCADE;
  DROP TABLE "pages_blocks_slider_cards_btn_put" CASCADE;
  DROP TABLE "pages_blocks_slider_cards_btn" CASCADE;
  DROP TABLE "pages_blocks_slider_cards" CASCADE;
  DROP TABLE "pages_blocks_slider" CASCADE;
  DROP TABLE "pages_blocks_grid_cards_btn_hide_button_if" CASCADE;
  DROP TABLE "pages_blocks_grid_cards_btn_put" CASCADE;
  DROP TABLE "pages_blocks_grid_cards_btn" CASCADE;
  DROP TABLE "pages_blocks_grid_cards" CASCADE;
  DROP TABLE "pages_blocks_grid" CASCADE;
  DROP TABLE "pages_blocks_ticker_items" CASCADE;
  DROP TABLE "pages_blocks_ticker" CASCADE;
  DROP TABLE "pages_blocks_partner_logo_header" CASCADE;
  DROP TABLE "pages_blocks_stat_cards_stats" CASCADE;
  DROP TABLE "pages_blocks_stat_cards" CASCADE;
  DROP TABLE "pages_blocks_faq_items" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_dyn_btns_hide_button_if" CASCADE;
  DROP TABLE "pages_blocks_dyn_btns_put" CASCADE;
  DROP TABLE "pages_blocks_dyn_btns" CASCADE;
  DROP TABLE "pages_blocks_dyn_inl_btn_hide_button_if" CASCADE;
  DROP TABLE "pages_blocks_dyn_inl_btn_put" CASCADE;
  DROP TABLE "pages_blocks_dyn_inl_btn" CASCADE;
  DROP TABLE "pages_blocks_dyn_inl" CASCADE;
  DROP TABLE "pages_blocks_dyn" CASCADE;
  DROP TABLE "pages_blocks_article_list" CASCADE;
  DROP TABLE "pages_blocks_pc" CASCADE;
  DROP TABLE "pages_blocks_res_prev" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_texts" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "__pages_v_blocks_hero_btns_v_hide_button_if" CASCADE;
  DROP TABLE "___pages_v_blocks_hero_btns_v_put_v" CASCADE;
  DROP TABLE "__pages_v_blocks_hero_btns_v" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "___pages_v_blocks_cta_v_btns_v_hide_button_if" CASCADE;
  DROP TABLE "____pages_v_blocks_cta_v_btns_v_put_v" CASCADE;
  DROP TABLE "___pages_v_blocks_cta_v_btns_v" CASCADE;
  DROP TABLE "__pages_v_blocks_cta_v" CASCADE;
  DROP TABLE "__pages_v_blocks_base_btns_v_hide_button_if" CASCADE;
  DROP TABLE "___pages_v_blocks_base_btns_v_put_v" CASCADE;
  DROP TABLE "__pages_v_blocks_base_btns_v" CASCADE;
  DROP TABLE "_pages_v_blocks_base" CASCADE;
  DROP TABLE "__pages_v_blocks_full_btns_v_hide_button_if" CASCADE;
  DROP TABLE "___pages_v_blocks_full_btns_v_put_v" CASCADE;
  DROP TABLE "__pages_v_blocks_full_btns_v" CASCADE;
  DROP TABLE "_pages_v_blocks_full" CASCADE;
  DROP TABLE "__pages_v_blocks_flip_btns_v_hide_button_if" CASCADE;
  DROP TABLE "___pages_v_blocks_flip_btns_v_put_v" CASCADE;
  DROP TABLE "__pages_v_blocks_flip_btns_v" CASCADE;
  DROP TABLE "_pages_v_blocks_flip" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_items" CASCADE;
  DROP TABLE "__pages_v_blocks_feature_btns_v_hide_button_if" CASCADE;
  DROP TABLE "___pages_v_blocks_feature_btns_v_put_v" CASCADE;
  DROP TABLE "__pages_v_blocks_feature_btns_v" CASCADE;
  DROP TABLE "_pages_v_blocks_feature" CASCADE;
  DROP TABLE "_pages_v_blocks_checklist_items" CASCADE;
  DROP TABLE "__pages_v_blocks_checklist_btns_v_hide_button_if" CASCADE;
  DROP TABLE "___pages_v_blocks_checklist_btns_v_put_v" CASCADE;
  DROP TABLE "__pages_v_blocks_checklist_btns_v" CASCADE;
  DROP TABLE "_pages_v_blocks_checklist" CASCADE;
  DROP TABLE "_pages_v_blocks_quote_panel" CASCADE;
  DROP TABLE "_pages_v_blocks_image_panel" CASCADE;
  DROP TABLE "_pages_v_blocks_iframe_embed" CASCADE;
  DROP TABLE "_pages_v_blocks_share_card" CASCADE;
  DROP TABLE "_pages_v_blocks_site_form" CASCADE;
  DROP TABLE "_pages_v_blocks_connected_form" CASCADE;
  DROP TABLE "_pages_v_blocks_activate" CASCADE;
  DROP TABLE "_pages_v_blocks_benefits_request" CASCADE;
  DROP TABLE "___pages_v_blocks_dash_hero_v_btns_v_hide_button_if" CASCADE;
  DROP TABLE "____pages_v_blocks_dash_hero_v_btns_v_put_v" CASCADE;
  DROP TABLE "___pages_v_blocks_dash_hero_v_btns_v" CASCADE;
  DROP TABLE "__pages_v_blocks_dash_hero_v" CASCADE;
  DROP TABLE "__pages_v_blocks_index_user_v" CASCADE;
  DROP TABLE "_pages_v_blocks_collapse_cards_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_collapse_cards" CASCADE;
  DROP TABLE "__pages_v_blocks_slider_cards_btn_v_hide_button_if" CASCADE;
  DROP TABLE "___pages_v_blocks_slider_cards_btn_v_put_v" CASCADE;
  DROP TABLE "__pages_v_blocks_slider_cards_btn_v" CASCADE;
  DROP TABLE "_pages_v_blocks_slider_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_slider" CASCADE;
  DROP TABLE "___pages_v_blocks_grid_v_cards_btn_v_hide_button_if" CASCADE;
  DROP TABLE "____pages_v_blocks_grid_v_cards_btn_v_put_v" CASCADE;
  DROP TABLE "___pages_v_blocks_grid_v_cards_btn_v" CASCADE;
  DROP TABLE "__pages_v_blocks_grid_v_cards" CASCADE;
  DROP TABLE "__pages_v_blocks_grid_v" CASCADE;
  DROP TABLE "_pages_v_blocks_ticker_items" CASCADE;
  DROP TABLE "_pages_v_blocks_ticker" CASCADE;
  DROP TABLE "_pages_v_blocks_partner_logo_header" CASCADE;
  DROP TABLE "_pages_v_blocks_stat_cards_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_stat_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "___pages_v_blocks_dyn_v_btns_v_hide_button_if" CASCADE;
  DROP TABLE "____pages_v_blocks_dyn_v_btns_v_put_v" CASCADE;
  DROP TABLE "___pages_v_blocks_dyn_v_btns_v" CASCADE;
  DROP TABLE "____pages_v_blocks_dyn_v_inl_v_btn_v_hide_button_if" CASCADE;
  DROP TABLE "_____pages_v_blocks_dyn_v_inl_v_btn_v_put_v" CASCADE;
  DROP TABLE "____pages_v_blocks_dyn_v_inl_v_btn_v" CASCADE;
  DROP TABLE "___pages_v_blocks_dyn_v_inl_v" CASCADE;
  DROP TABLE "__pages_v_blocks_dyn_v" CASCADE;
  DROP TABLE "_pages_v_blocks_article_list" CASCADE;
  DROP TABLE "__pages_v_blocks_pc_v" CASCADE;
  DROP TABLE "__pages_v_blocks_res_prev_v" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_texts" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "benefits" CASCADE;
  DROP TABLE "benefits_rels" CASCADE;
  DROP TABLE "_benefits_v" CASCADE;
  DROP TABLE "_benefits_v_rels" CASCADE;
  DROP TABLE "guides" CASCADE;
  DROP TABLE "_guides_v" CASCADE;
  DROP TABLE "reads" CASCADE;
  DROP TABLE "reads_texts" CASCADE;
  DROP TABLE "reads_rels" CASCADE;
  DROP TABLE "_reads_v" CASCADE;
  DROP TABLE "_reads_v_texts" CASCADE;
  DROP TABLE "_reads_v_rels" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "resources_resource_files" CASCADE;
  DROP TABLE "resources" CASCADE;
  DROP TABLE "resources_texts" CASCADE;
  DROP TABLE "_resources_v_version_resource_files" CASCADE;
  DROP TABLE "_resources_v" CASCADE;
  DROP TABLE "_resources_v_texts" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "faqs_texts" CASCADE;
  DROP TABLE "authors" CASCADE;
  DROP TABLE "stat_items" CASCADE;
  DROP TABLE "side_cards_btns_hide_button_if" CASCADE;
  DROP TABLE "side_cards_btns_put" CASCADE;
  DROP TABLE "side_cards_btns" CASCADE;
  DROP TABLE "side_cards" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "vendors" CASCADE;
  DROP TABLE "vendors_rels" CASCADE;
  DROP TABLE "_vendors_v" CASCADE;
  DROP TABLE "_vendors_v_rels" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "product_collections_sub_collections" CASCADE;
  DROP TABLE "product_collections" CASCADE;
  DROP TABLE "members" CASCADE;
  DROP TABLE "members_texts" CASCADE;
  DROP TABLE "business_accounts_vendor_accounts" CASCADE;
  DROP TABLE "business_accounts_team_members" CASCADE;
  DROP TABLE "business_accounts_campaigns" CASCADE;
  DROP TABLE "business_accounts_feedback_forms" CASCADE;
  DROP TABLE "business_accounts_member_benefits" CASCADE;
  DROP TABLE "business_accounts" CASCADE;
  DROP TABLE "vendor_orders" CASCADE;
  DROP TABLE "order_imports" CASCADE;
  DROP TABLE "forms_blocks_form_input" CASCADE;
  DROP TABLE "forms_blocks_form_select_options" CASCADE;
  DROP TABLE "forms_blocks_form_select" CASCADE;
  DROP TABLE "forms_blocks_form_textarea" CASCADE;
  DROP TABLE "forms_blocks_form_slider" CASCADE;
  DROP TABLE "forms_blocks_form_rater" CASCADE;
  DROP TABLE "forms_blocks_form_checkbox_group_options" CASCADE;
  DROP TABLE "forms_blocks_form_checkbox_group" CASCADE;
  DROP TABLE "forms_blocks_form_input_group" CASCADE;
  DROP TABLE "forms_blocks_form_field_group" CASCADE;
  DROP TABLE "forms" CASCADE;
  DROP TABLE "_forms_v_blocks_form_input" CASCADE;
  DROP TABLE "_forms_v_blocks_form_select_options" CASCADE;
  DROP TABLE "_forms_v_blocks_form_select" CASCADE;
  DROP TABLE "_forms_v_blocks_form_textarea" CASCADE;
  DROP TABLE "_forms_v_blocks_form_slider" CASCADE;
  DROP TABLE "_forms_v_blocks_form_rater" CASCADE;
  DROP TABLE "_forms_v_blocks_form_checkbox_group_options" CASCADE;
  DROP TABLE "_forms_v_blocks_form_checkbox_group" CASCADE;
  DROP TABLE "_forms_v_blocks_form_input_group" CASCADE;
  DROP TABLE "_forms_v_blocks_form_field_group" CASCADE;
  DROP TABLE "_forms_v" CASCADE;
  DROP TABLE "form_submissions" CASCADE;
  DROP TABLE "quote_files" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "dev_mailbox" CASCADE;
  DROP TABLE "dev_mailbox_texts" CASCADE;
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
  DROP TABLE "site_settings_texts" CASCADE;
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
  DROP TYPE "public"."enum_pages_blocks_base_btns_hide_button_if";
  DROP TYPE "public"."enum_pages_blocks_base_btns_put_user_type";
  DROP TYPE "public"."enum_pages_blocks_base_btns_kind";
  DROP TYPE "public"."enum_pages_blocks_base_btns_variant";
  DROP TYPE "public"."enum_pages_blocks_base_btns_slot";
  DROP TYPE "public"."enum_pages_blocks_base_btns_icon";
  DROP TYPE "public"."enum_pages_blocks_base_btns_icon_placement";
  DROP TYPE "public"."enum_pages_blocks_base_component";
  DROP TYPE "public"."enum_pages_blocks_base_layer_style";
  DROP TYPE "public"."enum_pages_blocks_full_btns_hide_button_if";
  DROP TYPE "public"."enum_pages_blocks_full_btns_put_user_type";
  DROP TYPE "public"."enum_pages_blocks_full_btns_kind";
  DROP TYPE "public"."enum_pages_blocks_full_btns_variant";
  DROP TYPE "public"."enum_pages_blocks_full_btns_slot";
  DROP TYPE "public"."enum_pages_blocks_full_btns_icon";
  DROP TYPE "public"."enum_pages_blocks_full_btns_icon_placement";
  DROP TYPE "public"."enum_pages_blocks_full_overlay";
  DROP TYPE "public"."enum_pages_blocks_full_content_align";
  DROP TYPE "public"."enum_pages_blocks_flip_btns_hide_button_if";
  DROP TYPE "public"."enum_pages_blocks_flip_btns_put_user_type";
  DROP TYPE "public"."enum_pages_blocks_flip_btns_kind";
  DROP TYPE "public"."enum_pages_blocks_flip_btns_variant";
  DROP TYPE "public"."enum_pages_blocks_flip_btns_slot";
  DROP TYPE "public"."enum_pages_blocks_flip_btns_icon";
  DROP TYPE "public"."enum_pages_blocks_flip_btns_icon_placement";
  DROP TYPE "public"."enum_pages_blocks_flip_layer_style";
  DROP TYPE "public"."enum_pages_blocks_feature_items_icon";
  DROP TYPE "public"."enum_pages_blocks_feature_btns_hide_button_if";
  DROP TYPE "public"."enum_pages_blocks_feature_btns_put_user_type";
  DROP TYPE "public"."enum_pages_blocks_feature_btns_kind";
  DROP TYPE "public"."enum_pages_blocks_feature_btns_variant";
  DROP TYPE "public"."enum_pages_blocks_feature_btns_slot";
  DROP TYPE "public"."enum_pages_blocks_feature_btns_icon";
  DROP TYPE "public"."enum_pages_blocks_feature_btns_icon_placement";
  DROP TYPE "public"."enum_pages_blocks_feature_layer_style";
  DROP TYPE "public"."enum_pages_blocks_feature_columns";
  DROP TYPE "public"."enum_pages_blocks_checklist_btns_hide_button_if";
  DROP TYPE "public"."enum_pages_blocks_checklist_btns_put_user_type";
  DROP TYPE "public"."enum_pages_blocks_checklist_btns_kind";
  DROP TYPE "public"."enum_pages_blocks_checklist_btns_variant";
  DROP TYPE "public"."enum_pages_blocks_checklist_btns_slot";
  DROP TYPE "public"."enum_pages_blocks_checklist_btns_icon";
  DROP TYPE "public"."enum_pages_blocks_checklist_btns_icon_placement";
  DROP TYPE "public"."enum_pages_blocks_checklist_layer_style";
  DROP TYPE "public"."enum_pages_blocks_checklist_columns";
  DROP TYPE "public"."enum_pages_blocks_quote_panel_layer_style";
  DROP TYPE "public"."enum_pages_blocks_image_panel_layer_style";
  DROP TYPE "public"."enum_pages_blocks_iframe_embed_layer_style";
  DROP TYPE "public"."enum_pages_blocks_iframe_embed_card_json_overflow";
  DROP TYPE "public"."enum_pages_blocks_iframe_embed_card_json_scrollbar_width";
  DROP TYPE "public"."enum_pages_blocks_share_card_layer_style";
  DROP TYPE "public"."enum_pages_blocks_site_form_layer_style";
  DROP TYPE "public"."enum_pages_blocks_site_form_form_kind";
  DROP TYPE "public"."enum_pages_blocks_connected_form_layer_style";
  DROP TYPE "public"."enum_pages_blocks_activate_layer_style";
  DROP TYPE "public"."enum_pages_blocks_benefits_request_layer_style";
  DROP TYPE "public"."enum_pages_blocks_dash_hero_btns_hide_button_if";
  DROP TYPE "public"."enum_pages_blocks_dash_hero_btns_put_user_type";
  DROP TYPE "public"."enum_pages_blocks_dash_hero_btns_kind";
  DROP TYPE "public"."enum_pages_blocks_dash_hero_btns_variant";
  DROP TYPE "public"."enum_pages_blocks_dash_hero_btns_slot";
  DROP TYPE "public"."enum_pages_blocks_dash_hero_btns_icon";
  DROP TYPE "public"."enum_pages_blocks_dash_hero_btns_icon_placement";
  DROP TYPE "public"."enum_pages_blocks_dash_hero_layer_style";
  DROP TYPE "public"."enum_pages_blocks_index_user_layer_style";
  DROP TYPE "public"."enum_pages_blocks_collapse_cards_layer_style";
  DROP TYPE "public"."enum_pages_blocks_slider_cards_btn_hide_button_if";
  DROP TYPE "public"."enum_pages_blocks_slider_cards_btn_put_user_type";
  DROP TYPE "public"."enum_pages_blocks_slider_cards_btn_kind";
  DROP TYPE "public"."enum_pages_blocks_slider_cards_btn_variant";
  DROP TYPE "public"."enum_pages_blocks_slider_cards_btn_slot";
  DROP TYPE "public"."enum_pages_blocks_slider_cards_btn_icon";
  DROP TYPE "public"."enum_pages_blocks_slider_cards_btn_icon_placement";
  DROP TYPE "public"."enum_pages_blocks_slider_layer_style";
  DROP TYPE "public"."enum_pages_blocks_grid_cards_btn_hide_button_if";
  DROP TYPE "public"."enum_pages_blocks_grid_cards_btn_put_user_type";
  DROP TYPE "public"."enum_pages_blocks_grid_cards_btn_kind";
  DROP TYPE "public"."enum_pages_blocks_grid_cards_btn_variant";
  DROP TYPE "public"."enum_pages_blocks_grid_cards_btn_slot";
  DROP TYPE "public"."enum_pages_blocks_grid_cards_btn_icon";
  DROP TYPE "public"."enum_pages_blocks_grid_cards_btn_icon_placement";
  DROP TYPE "public"."enum_pages_blocks_grid_layer_style";
  DROP TYPE "public"."enum_pages_blocks_ticker_layer_style";
  DROP TYPE "public"."enum_pages_blocks_partner_logo_header_layer_style";
  DROP TYPE "public"."enum_pages_blocks_partner_logo_header_block_status";
  DROP TYPE "public"."enum_pages_blocks_stat_cards_stats_stat_id";
  DROP TYPE "public"."enum_pages_blocks_stat_cards_layer_style";
  DROP TYPE "public"."enum_pages_blocks_faq_layer_style";
  DROP TYPE "public"."enum_pages_blocks_dyn_btns_hide_button_if";
  DROP TYPE "public"."enum_pages_blocks_dyn_btns_put_user_type";
  DROP TYPE "public"."enum_pages_blocks_dyn_btns_kind";
  DROP TYPE "public"."enum_pages_blocks_dyn_btns_variant";
  DROP TYPE "public"."enum_pages_blocks_dyn_btns_slot";
  DROP TYPE "public"."enum_pages_blocks_dyn_btns_icon";
  DROP TYPE "public"."enum_pages_blocks_dyn_btns_icon_placement";
  DROP TYPE "public"."enum_pages_blocks_dyn_inl_btn_hide_button_if";
  DROP TYPE "public"."enum_pages_blocks_dyn_inl_btn_put_user_type";
  DROP TYPE "public"."enum_pages_blocks_dyn_inl_btn_kind";
  DROP TYPE "public"."enum_pages_blocks_dyn_inl_btn_variant";
  DROP TYPE "public"."enum_pages_blocks_dyn_inl_btn_slot";
  DROP TYPE "public"."enum_pages_blocks_dyn_inl_btn_icon";
  DROP TYPE "public"."enum_pages_blocks_dyn_inl_btn_icon_placement";
  DROP TYPE "public"."enum_pages_blocks_dyn_layer_style";
  DROP TYPE "public"."enum_pages_blocks_dyn_display_as";
  DROP TYPE "public"."enum_pages_blocks_dyn_card_component";
  DROP TYPE "public"."enum_pages_blocks_article_list_layer_style";
  DROP TYPE "public"."enum_pages_blocks_article_list_collection";
  DROP TYPE "public"."enum_pages_blocks_article_list_event_status";
  DROP TYPE "public"."enum_pages_blocks_pc_layer_style";
  DROP TYPE "public"."enum_pages_blocks_pc_display";
  DROP TYPE "public"."enum_pages_blocks_res_prev_layer_style";
  DROP TYPE "public"."enum_pages_page_type";
  DROP TYPE "public"."enum_pages_page_category";
  DROP TYPE "public"."enum_pages_page_object_pathway_slug";
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
  DROP TYPE "public"."enum___pages_v_blocks_base_btns_v_hide_button_if";
  DROP TYPE "public"."enum____pages_v_blocks_base_btns_v_put_v_user_type";
  DROP TYPE "public"."enum___pages_v_blocks_base_btns_v_kind";
  DROP TYPE "public"."enum___pages_v_blocks_base_btns_v_variant";
  DROP TYPE "public"."enum___pages_v_blocks_base_btns_v_slot";
  DROP TYPE "public"."enum___pages_v_blocks_base_btns_v_icon";
  DROP TYPE "public"."enum___pages_v_blocks_base_btns_v_icon_placement";
  DROP TYPE "public"."enum__pages_v_blocks_base_component";
  DROP TYPE "public"."enum__pages_v_blocks_base_layer_style";
  DROP TYPE "public"."enum___pages_v_blocks_full_btns_v_hide_button_if";
  DROP TYPE "public"."enum____pages_v_blocks_full_btns_v_put_v_user_type";
  DROP TYPE "public"."enum___pages_v_blocks_full_btns_v_kind";
  DROP TYPE "public"."enum___pages_v_blocks_full_btns_v_variant";
  DROP TYPE "public"."enum___pages_v_blocks_full_btns_v_slot";
  DROP TYPE "public"."enum___pages_v_blocks_full_btns_v_icon";
  DROP TYPE "public"."enum___pages_v_blocks_full_btns_v_icon_placement";
  DROP TYPE "public"."enum__pages_v_blocks_full_overlay";
  DROP TYPE "public"."enum__pages_v_blocks_full_content_align";
  DROP TYPE "public"."enum___pages_v_blocks_flip_btns_v_hide_button_if";
  DROP TYPE "public"."enum____pages_v_blocks_flip_btns_v_put_v_user_type";
  DROP TYPE "public"."enum___pages_v_blocks_flip_btns_v_kind";
  DROP TYPE "public"."enum___pages_v_blocks_flip_btns_v_variant";
  DROP TYPE "public"."enum___pages_v_blocks_flip_btns_v_slot";
  DROP TYPE "public"."enum___pages_v_blocks_flip_btns_v_icon";
  DROP TYPE "public"."enum___pages_v_blocks_flip_btns_v_icon_placement";
  DROP TYPE "public"."enum__pages_v_blocks_flip_layer_style";
  DROP TYPE "public"."enum__pages_v_blocks_feature_items_icon";
  DROP TYPE "public"."enum___pages_v_blocks_feature_btns_v_hide_button_if";
  DROP TYPE "public"."enum____pages_v_blocks_feature_btns_v_put_v_user_type";
  DROP TYPE "public"."enum___pages_v_blocks_feature_btns_v_kind";
  DROP TYPE "public"."enum___pages_v_blocks_feature_btns_v_variant";
  DROP TYPE "public"."enum___pages_v_blocks_feature_btns_v_slot";
  DROP TYPE "public"."enum___pages_v_blocks_feature_btns_v_icon";
  DROP TYPE "public"."enum___pages_v_blocks_feature_btns_v_icon_placement";
  DROP TYPE "public"."enum__pages_v_blocks_feature_layer_style";
  DROP TYPE "public"."enum__pages_v_blocks_feature_columns";
  DROP TYPE "public"."enum___pages_v_blocks_checklist_btns_v_hide_button_if";
  DROP TYPE "public"."enum____pages_v_blocks_checklist_btns_v_put_v_user_type";
  DROP TYPE "public"."enum___pages_v_blocks_checklist_btns_v_kind";
  DROP TYPE "public"."enum___pages_v_blocks_checklist_btns_v_variant";
  DROP TYPE "public"."enum___pages_v_blocks_checklist_btns_v_slot";
  DROP TYPE "public"."enum___pages_v_blocks_checklist_btns_v_icon";
  DROP TYPE "public"."enum___pages_v_blocks_checklist_btns_v_icon_placement";
  DROP TYPE "public"."enum__pages_v_blocks_checklist_layer_style";
  DROP TYPE "public"."enum__pages_v_blocks_checklist_columns";
  DROP TYPE "public"."enum__pages_v_blocks_quote_panel_layer_style";
  DROP TYPE "public"."enum__pages_v_blocks_image_panel_layer_style";
  DROP TYPE "public"."enum__pages_v_blocks_iframe_embed_layer_style";
  DROP TYPE "public"."enum__pages_v_blocks_iframe_embed_card_json_overflow";
  DROP TYPE "public"."enum__pages_v_blocks_iframe_embed_card_json_scrollbar_width";
  DROP TYPE "public"."enum__pages_v_blocks_share_card_layer_style";
  DROP TYPE "public"."enum__pages_v_blocks_site_form_layer_style";
  DROP TYPE "public"."enum__pages_v_blocks_site_form_form_kind";
  DROP TYPE "public"."enum__pages_v_blocks_connected_form_layer_style";
  DROP TYPE "public"."enum__pages_v_blocks_activate_layer_style";
  DROP TYPE "public"."enum__pages_v_blocks_benefits_request_layer_style";
  DROP TYPE "public"."enum____pages_v_blocks_dash_hero_v_btns_v_hide_button_if";
  DROP TYPE "public"."enum_____pages_v_blocks_dash_hero_v_btns_v_put_v_user_type";
  DROP TYPE "public"."enum____pages_v_blocks_dash_hero_v_btns_v_kind";
  DROP TYPE "public"."enum____pages_v_blocks_dash_hero_v_btns_v_variant";
  DROP TYPE "public"."enum____pages_v_blocks_dash_hero_v_btns_v_slot";
  DROP TYPE "public"."enum____pages_v_blocks_dash_hero_v_btns_v_icon";
  DROP TYPE "public"."enum____pages_v_blocks_dash_hero_v_btns_v_icon_placement";
  DROP TYPE "public"."enum___pages_v_blocks_dash_hero_v_layer_style";
  DROP TYPE "public"."enum___pages_v_blocks_index_user_v_layer_style";
  DROP TYPE "public"."enum__pages_v_blocks_collapse_cards_layer_style";
  DROP TYPE "public"."enum___pages_v_blocks_slider_cards_btn_v_hide_button_if";
  DROP TYPE "public"."enum____pages_v_blocks_slider_cards_btn_v_put_v_user_type";
  DROP TYPE "public"."enum___pages_v_blocks_slider_cards_btn_v_kind";
  DROP TYPE "public"."enum___pages_v_blocks_slider_cards_btn_v_variant";
  DROP TYPE "public"."enum___pages_v_blocks_slider_cards_btn_v_slot";
  DROP TYPE "public"."enum___pages_v_blocks_slider_cards_btn_v_icon";
  DROP TYPE "public"."enum___pages_v_blocks_slider_cards_btn_v_icon_placement";
  DROP TYPE "public"."enum__pages_v_blocks_slider_layer_style";
  DROP TYPE "public"."enum____pages_v_blocks_grid_v_cards_btn_v_hide_button_if";
  DROP TYPE "public"."enum_____pages_v_blocks_grid_v_cards_btn_v_put_v_user_type";
  DROP TYPE "public"."enum____pages_v_blocks_grid_v_cards_btn_v_kind";
  DROP TYPE "public"."enum____pages_v_blocks_grid_v_cards_btn_v_variant";
  DROP TYPE "public"."enum____pages_v_blocks_grid_v_cards_btn_v_slot";
  DROP TYPE "public"."enum____pages_v_blocks_grid_v_cards_btn_v_icon";
  DROP TYPE "public"."enum____pages_v_blocks_grid_v_cards_btn_v_icon_placement";
  DROP TYPE "public"."enum___pages_v_blocks_grid_v_layer_style";
  DROP TYPE "public"."enum__pages_v_blocks_ticker_layer_style";
  DROP TYPE "public"."enum__pages_v_blocks_partner_logo_header_layer_style";
  DROP TYPE "public"."enum__pages_v_blocks_partner_logo_header_block_status";
  DROP TYPE "public"."enum__pages_v_blocks_stat_cards_stats_stat_id";
  DROP TYPE "public"."enum__pages_v_blocks_stat_cards_layer_style";
  DROP TYPE "public"."enum__pages_v_blocks_faq_layer_style";
  DROP TYPE "public"."enum____pages_v_blocks_dyn_v_btns_v_hide_button_if";
  DROP TYPE "public"."enum_____pages_v_blocks_dyn_v_btns_v_put_v_user_type";
  DROP TYPE "public"."enum____pages_v_blocks_dyn_v_btns_v_kind";
  DROP TYPE "public"."enum____pages_v_blocks_dyn_v_btns_v_variant";
  DROP TYPE "public"."enum____pages_v_blocks_dyn_v_btns_v_slot";
  DROP TYPE "public"."enum____pages_v_blocks_dyn_v_btns_v_icon";
  DROP TYPE "public"."enum____pages_v_blocks_dyn_v_btns_v_icon_placement";
  DROP TYPE "public"."enum_____pages_v_blocks_dyn_v_inl_v_btn_v_hide_button_if";
  DROP TYPE "public"."enum______pages_v_blocks_dyn_v_inl_v_btn_v_put_v_user_type";
  DROP TYPE "public"."enum_____pages_v_blocks_dyn_v_inl_v_btn_v_kind";
  DROP TYPE "public"."enum_____pages_v_blocks_dyn_v_inl_v_btn_v_variant";
  DROP TYPE "public"."enum_____pages_v_blocks_dyn_v_inl_v_btn_v_slot";
  DROP TYPE "public"."enum_____pages_v_blocks_dyn_v_inl_v_btn_v_icon";
  DROP TYPE "public"."enum_____pages_v_blocks_dyn_v_inl_v_btn_v_icon_placement";
  DROP TYPE "public"."enum___pages_v_blocks_dyn_v_layer_style";
  DROP TYPE "public"."enum___pages_v_blocks_dyn_v_display_as";
  DROP TYPE "public"."enum___pages_v_blocks_dyn_v_card_component";
  DROP TYPE "public"."enum__pages_v_blocks_article_list_layer_style";
  DROP TYPE "public"."enum__pages_v_blocks_article_list_collection";
  DROP TYPE "public"."enum__pages_v_blocks_article_list_event_status";
  DROP TYPE "public"."enum___pages_v_blocks_pc_v_layer_style";
  DROP TYPE "public"."enum___pages_v_blocks_pc_v_display";
  DROP TYPE "public"."enum___pages_v_blocks_res_prev_v_layer_style";
  DROP TYPE "public"."enum__pages_v_version_page_type";
  DROP TYPE "public"."enum__pages_v_version_page_category";
  DROP TYPE "public"."enum__pages_v_version_page_object_pathway_slug";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_benefits_component";
  DROP TYPE "public"."enum_benefits_status";
  DROP TYPE "public"."enum__benefits_v_version_component";
  DROP TYPE "public"."enum__benefits_v_version_status";
  DROP TYPE "public"."enum_guides_status";
  DROP TYPE "public"."enum__guides_v_version_status";
  DROP TYPE "public"."enum_reads_status";
  DROP TYPE "public"."enum__reads_v_version_status";
  DROP TYPE "public"."enum_events_event_type";
  DROP TYPE "public"."enum_events_eventschedulestarttimestamp_tz";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_event_type";
  DROP TYPE "public"."enum__events_v_version_eventschedulestarttimestamp_tz";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum_resources_resource_files_asset_type";
  DROP TYPE "public"."enum_resources_resource_category";
  DROP TYPE "public"."enum_resources_status";
  DROP TYPE "public"."enum__resources_v_version_resource_files_asset_type";
  DROP TYPE "public"."enum__resources_v_version_resource_category";
  DROP TYPE "public"."enum__resources_v_version_status";
  DROP TYPE "public"."enum_stat_items_stat_id";
  DROP TYPE "public"."enum_side_cards_btns_hide_button_if";
  DROP TYPE "public"."enum_side_cards_btns_put_user_type";
  DROP TYPE "public"."enum_side_cards_btns_kind";
  DROP TYPE "public"."enum_side_cards_btns_variant";
  DROP TYPE "public"."enum_side_cards_btns_slot";
  DROP TYPE "public"."enum_side_cards_btns_icon";
  DROP TYPE "public"."enum_side_cards_btns_icon_placement";
  DROP TYPE "public"."enum_vendors_status";
  DROP TYPE "public"."enum__vendors_v_version_status";
  DROP TYPE "public"."enum_products_product_layer_style";
  DROP TYPE "public"."enum_business_accounts_vendor_accounts_key";
  DROP TYPE "public"."enum_business_accounts_vendor_accounts_link_status";
  DROP TYPE "public"."enum_business_accounts_team_members_role";
  DROP TYPE "public"."enum_business_accounts_status";
  DROP TYPE "public"."enum_business_accounts_business_info_industry";
  DROP TYPE "public"."enum_business_accounts_business_info_stage";
  DROP TYPE "public"."enum_business_accounts_business_info_number_of_employees";
  DROP TYPE "public"."enum_vendor_orders_vendor";
  DROP TYPE "public"."enum_vendor_orders_kind";
  DROP TYPE "public"."enum_forms_blocks_form_input_input_type";
  DROP TYPE "public"."enum_forms_blocks_form_input_width";
  DROP TYPE "public"."enum_forms_blocks_form_select_width";
  DROP TYPE "public"."enum_forms_blocks_form_textarea_width";
  DROP TYPE "public"."enum_forms_blocks_form_slider_width";
  DROP TYPE "public"."enum_forms_blocks_form_rater_width";
  DROP TYPE "public"."enum_forms_blocks_form_checkbox_group_width";
  DROP TYPE "public"."enum_forms_form_layer_style";
  DROP TYPE "public"."enum_forms_status";
  DROP TYPE "public"."enum__forms_v_blocks_form_input_input_type";
  DROP TYPE "public"."enum__forms_v_blocks_form_input_width";
  DROP TYPE "public"."enum__forms_v_blocks_form_select_width";
  DROP TYPE "public"."enum__forms_v_blocks_form_textarea_width";
  DROP TYPE "public"."enum__forms_v_blocks_form_slider_width";
  DROP TYPE "public"."enum__forms_v_blocks_form_rater_width";
  DROP TYPE "public"."enum__forms_v_blocks_form_checkbox_group_width";
  DROP TYPE "public"."enum__forms_v_version_form_layer_style";
  DROP TYPE "public"."enum__forms_v_version_status";
  DROP TYPE "public"."enum_form_submissions_form";
  DROP TYPE "public"."enum_form_submissions_status";
  DROP TYPE "public"."enum_quote_files_detected_format";
  DROP TYPE "public"."enum_header_nav_items_visibility";
  DROP TYPE "public"."enum_footer_link_groups_links_nav_link_size";`)
}
