CREATE TABLE "fm_matrix" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"foerderstelle" text NOT NULL,
	"foerderstelleid" text NOT NULL,
	"zielgruppe_de" text NOT NULL,
	"zielgruppe_en" text NOT NULL,
	"kurzbeschreibung_de" text NOT NULL,
	"kurzbeschreibung_en" text NOT NULL,
	"detailbeschreibung_de" text NOT NULL,
	"detailbeschreibung_en" text NOT NULL,
	"investitionenvon" double precision,
	"investitionenbis" double precision,
	"unternehmensgroessen" text[] DEFAULT '{}' NOT NULL,
	"vorhaben" text[] DEFAULT '{}' NOT NULL,
	"foerderarten" text[] DEFAULT '{}' NOT NULL,
	"schwerpunkte" text[] DEFAULT '{}' NOT NULL,
	"sortierung" integer DEFAULT 0 NOT NULL,
	"url" text
);
--> statement-breakpoint
CREATE TABLE "glossar" (
	"id" serial PRIMARY KEY NOT NULL,
	"titel_de" text NOT NULL,
	"titel_en" text NOT NULL,
	"beschreibung_de" text NOT NULL,
	"beschreibung_en" text NOT NULL,
	"link" text,
	"keywords_de" text[] DEFAULT '{}' NOT NULL,
	"keywords_en" text[] DEFAULT '{}' NOT NULL,
	"generiert" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "glossar_sieheauch" (
	"glossar" integer NOT NULL,
	"siehe" integer NOT NULL,
	CONSTRAINT "glossar_sieheauch_glossar_siehe_pk" PRIMARY KEY("glossar","siehe")
);
--> statement-breakpoint
CREATE TABLE "kampagne" (
	"id" serial PRIMARY KEY NOT NULL,
	"aktiv" boolean DEFAULT false NOT NULL,
	"titelseite" boolean DEFAULT false NOT NULL,
	"reihenfolge" integer DEFAULT 0 NOT NULL,
	"seitenhintergrund" text,
	"header" text DEFAULT '' NOT NULL,
	"headersub" text,
	"textdetail" text,
	"objekticon" text,
	"modultitel" integer DEFAULT 1 NOT NULL,
	"modulwissen" integer DEFAULT 1 NOT NULL,
	"modulsort" text DEFAULT 'K,1,2,3,4,5,V,N,D,6' NOT NULL,
	"modul0anzeige" boolean DEFAULT true NOT NULL,
	"modul0textposition" text DEFAULT 'rechts' NOT NULL,
	"modul0bildbreite" integer DEFAULT 2 NOT NULL,
	"modul1text" text,
	"modul1bild" text,
	"modul1typ" text,
	"modul1anzeige" boolean DEFAULT false NOT NULL,
	"modul1bildbreite" integer DEFAULT 2 NOT NULL,
	"modul2text" text,
	"modul2bild" text,
	"modul2typ" text,
	"modul2anzeige" boolean DEFAULT false NOT NULL,
	"modul2bildbreite" integer DEFAULT 2 NOT NULL,
	"modul3text" text,
	"modul3bild" text,
	"modul3typ" text,
	"modul3anzeige" boolean DEFAULT false NOT NULL,
	"modul3bildbreite" integer DEFAULT 2 NOT NULL,
	"modul4text" text,
	"modul4bild" text,
	"modul4typ" text,
	"modul4anzeige" boolean DEFAULT false NOT NULL,
	"modul4bildbreite" integer DEFAULT 2 NOT NULL,
	"modul5text" text,
	"modul5bild" text,
	"modul5typ" text,
	"modul5anzeige" boolean DEFAULT false NOT NULL,
	"modul5bildbreite" integer DEFAULT 2 NOT NULL,
	"modul6text" text,
	"modul6bild" text,
	"modul6typ" text,
	"modul6anzeige" boolean DEFAULT false NOT NULL,
	"modul6bildbreite" integer DEFAULT 2 NOT NULL,
	"veranstaltungentext" text,
	"veranstaltungenanzeige" boolean DEFAULT false NOT NULL,
	"newstext" text,
	"newsanzeige" boolean DEFAULT false NOT NULL,
	"downloadsanzeige" boolean DEFAULT false NOT NULL,
	"poolbilder" text[] DEFAULT '{}' NOT NULL,
	"poolpdf" text[] DEFAULT '{}' NOT NULL,
	"routerurl" text,
	"metatitle" text,
	"metadescription" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"geaendertam" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kampagne_routerurl_unique" UNIQUE("routerurl")
);
--> statement-breakpoint
CREATE TABLE "kampagne_objekt" (
	"kampagne" integer NOT NULL,
	"objekt" uuid NOT NULL,
	"reihenfolge" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kampagne_objekt_kampagne_objekt_pk" PRIMARY KEY("kampagne","objekt")
);
--> statement-breakpoint
CREATE TABLE "karte" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"gruppe" text NOT NULL,
	"reihenfolge" integer DEFAULT 0 NOT NULL,
	"stylejson" jsonb NOT NULL,
	"legend_url" text,
	"admins_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slug" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"description" text,
	CONSTRAINT "slug_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"logtime" timestamp with time zone DEFAULT now() NOT NULL,
	"userid" integer,
	"ip" text,
	"action" text NOT NULL,
	"data1" text,
	"data2" text,
	"data3" text
);
--> statement-breakpoint
CREATE TABLE "suchlog" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"logtime" timestamp with time zone DEFAULT now() NOT NULL,
	"suchtext" text NOT NULL,
	"logtype" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objekt" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"msid" text NOT NULL,
	"status" integer DEFAULT 100000000 NOT NULL,
	"objektnummer" text NOT NULL,
	"objektname" text NOT NULL,
	"objektname2" text,
	"ort" text NOT NULL,
	"plz" text NOT NULL,
	"strasse" text,
	"bezirk" text NOT NULL,
	"lageerreichbarkeit" text,
	"kontakte" text,
	"erstelltam" timestamp with time zone DEFAULT now() NOT NULL,
	"geaendertam" timestamp with time zone DEFAULT now() NOT NULL,
	"geaendertvon" integer,
	"exportnachkomsis" boolean DEFAULT true NOT NULL,
	"koordinatentyp" integer DEFAULT 1 NOT NULL,
	"grundstuecke" text[] DEFAULT '{}' NOT NULL,
	"objektart" integer DEFAULT 180620000 NOT NULL,
	"hallenhoehe" double precision,
	"flaechenbezeichnung" text,
	"flaecheinqm" double precision,
	"istteilbar" boolean DEFAULT false NOT NULL,
	"kleinsteflaecheinqm" double precision,
	"istkaufobjekt" boolean DEFAULT false NOT NULL,
	"istmietobjekt" boolean DEFAULT false NOT NULL,
	"kaufpreis" double precision,
	"kaufpreisproqm" double precision,
	"mietpreis" double precision,
	"mietpreisproqm" double precision,
	"detailbeschreibung" text,
	"internebeschreibung" text,
	"versionsnummer" integer DEFAULT 1 NOT NULL,
	"standort" geometry(Point,4326),
	"geometry" geometry(Geometry,4326),
	"polygon" geometry(Geometry,4326),
	"owner" integer,
	"istabgelaufen" boolean DEFAULT false NOT NULL,
	"ablaufdatum" date,
	"ecoplus" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "objekt_msid_unique" UNIQUE("msid")
);
--> statement-breakpoint
CREATE TABLE "objekt_merkmal" (
	"objekt" uuid NOT NULL,
	"merkmal" integer NOT NULL,
	CONSTRAINT "objekt_merkmal_objekt_merkmal_pk" PRIMARY KEY("objekt","merkmal")
);
--> statement-breakpoint
CREATE TABLE "objekt_technische_infrastruktur" (
	"objekt" uuid NOT NULL,
	"technischeinfrastruktur" integer NOT NULL,
	CONSTRAINT "objekt_technische_infrastruktur_objekt_technischeinfrastruktur_pk" PRIMARY KEY("objekt","technischeinfrastruktur")
);
--> statement-breakpoint
CREATE TABLE "objekt_verkehr" (
	"objekt" uuid NOT NULL,
	"verkehrsart" integer NOT NULL,
	"anbindung" text NOT NULL,
	"entfernung" double precision NOT NULL,
	CONSTRAINT "objekt_verkehr_objekt_verkehrsart_anbindung_pk" PRIMARY KEY("objekt","verkehrsart","anbindung")
);
--> statement-breakpoint
CREATE TABLE "objekt_widmung" (
	"objekt" uuid NOT NULL,
	"widmung" text NOT NULL,
	CONSTRAINT "objekt_widmung_objekt_widmung_pk" PRIMARY KEY("objekt","widmung")
);
--> statement-breakpoint
CREATE TABLE "objektbild" (
	"msid" text PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"objekt" uuid NOT NULL,
	"mimetype" text NOT NULL,
	"crmfilename" text NOT NULL,
	"s3filename" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"reihenfolge" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "objektbild_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "uebersetzung" (
	"objekt" uuid PRIMARY KEY NOT NULL,
	"msid" text NOT NULL,
	"objektname_en" text,
	"detailbeschreibung_en" text,
	"lageerreichbarkeit_en" text
);
--> statement-breakpoint
CREATE TABLE "bezirk" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "katastralgemeinde" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"bezirk" text NOT NULL,
	"politischegemeinde" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merkmal" (
	"id" integer PRIMARY KEY NOT NULL,
	"gruppe" text NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objektart" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ort" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"bezirk" text NOT NULL,
	"region" integer NOT NULL,
	"lon" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"location" geometry(Point,4326) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technische_infrastruktur" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verkehrsart" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widmung" (
	"id" text PRIMARY KEY NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorit" (
	"user" integer NOT NULL,
	"objekt" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorit_user_objekt_pk" PRIMARY KEY("user","objekt")
);
--> statement-breakpoint
CREATE TABLE "contact" (
	"id" serial PRIMARY KEY NOT NULL,
	"user" integer NOT NULL,
	"name" text,
	"company" text,
	"email" text,
	"phone" text,
	"mobile" text,
	"address" text,
	"postal_code" text,
	"city" text,
	"country" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_user_unique" UNIQUE("user")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"userlevel" integer DEFAULT 1 NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"verified_at" timestamp with time zone,
	"locked" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"last_name" text,
	"title" text,
	"company_name" text,
	"customer_number" text,
	"address" text,
	"postal_code" text,
	"city" text,
	"country" text,
	"phone" text,
	"mobile" text,
	"contact_person" text,
	"short_code" text,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"photo" text,
	"remark" text,
	"newsletter_consent" boolean DEFAULT false NOT NULL,
	"terms_consent" boolean DEFAULT false NOT NULL,
	"terms_version" integer,
	"information_consent" boolean DEFAULT false NOT NULL,
	"interest_location_search" boolean DEFAULT false NOT NULL,
	"interest_funding" boolean DEFAULT false NOT NULL,
	"is_property_owner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "glossar_sieheauch" ADD CONSTRAINT "glossar_sieheauch_glossar_glossar_id_fk" FOREIGN KEY ("glossar") REFERENCES "public"."glossar"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glossar_sieheauch" ADD CONSTRAINT "glossar_sieheauch_siehe_glossar_id_fk" FOREIGN KEY ("siehe") REFERENCES "public"."glossar"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kampagne_objekt" ADD CONSTRAINT "kampagne_objekt_kampagne_kampagne_id_fk" FOREIGN KEY ("kampagne") REFERENCES "public"."kampagne"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kampagne_objekt" ADD CONSTRAINT "kampagne_objekt_objekt_objekt_id_fk" FOREIGN KEY ("objekt") REFERENCES "public"."objekt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objekt" ADD CONSTRAINT "objekt_bezirk_bezirk_id_fk" FOREIGN KEY ("bezirk") REFERENCES "public"."bezirk"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objekt" ADD CONSTRAINT "objekt_geaendertvon_users_id_fk" FOREIGN KEY ("geaendertvon") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objekt" ADD CONSTRAINT "objekt_objektart_objektart_id_fk" FOREIGN KEY ("objektart") REFERENCES "public"."objektart"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objekt" ADD CONSTRAINT "objekt_owner_users_id_fk" FOREIGN KEY ("owner") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objekt_merkmal" ADD CONSTRAINT "objekt_merkmal_objekt_objekt_id_fk" FOREIGN KEY ("objekt") REFERENCES "public"."objekt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objekt_merkmal" ADD CONSTRAINT "objekt_merkmal_merkmal_merkmal_id_fk" FOREIGN KEY ("merkmal") REFERENCES "public"."merkmal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objekt_technische_infrastruktur" ADD CONSTRAINT "objekt_technische_infrastruktur_objekt_objekt_id_fk" FOREIGN KEY ("objekt") REFERENCES "public"."objekt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objekt_technische_infrastruktur" ADD CONSTRAINT "objekt_technische_infrastruktur_technischeinfrastruktur_technische_infrastruktur_id_fk" FOREIGN KEY ("technischeinfrastruktur") REFERENCES "public"."technische_infrastruktur"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objekt_verkehr" ADD CONSTRAINT "objekt_verkehr_objekt_objekt_id_fk" FOREIGN KEY ("objekt") REFERENCES "public"."objekt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objekt_verkehr" ADD CONSTRAINT "objekt_verkehr_verkehrsart_verkehrsart_id_fk" FOREIGN KEY ("verkehrsart") REFERENCES "public"."verkehrsart"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objekt_widmung" ADD CONSTRAINT "objekt_widmung_objekt_objekt_id_fk" FOREIGN KEY ("objekt") REFERENCES "public"."objekt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objekt_widmung" ADD CONSTRAINT "objekt_widmung_widmung_widmung_id_fk" FOREIGN KEY ("widmung") REFERENCES "public"."widmung"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objektbild" ADD CONSTRAINT "objektbild_objekt_objekt_id_fk" FOREIGN KEY ("objekt") REFERENCES "public"."objekt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uebersetzung" ADD CONSTRAINT "uebersetzung_objekt_objekt_id_fk" FOREIGN KEY ("objekt") REFERENCES "public"."objekt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bezirk" ADD CONSTRAINT "bezirk_region_region_id_fk" FOREIGN KEY ("region") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "katastralgemeinde" ADD CONSTRAINT "katastralgemeinde_bezirk_bezirk_id_fk" FOREIGN KEY ("bezirk") REFERENCES "public"."bezirk"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ort" ADD CONSTRAINT "ort_bezirk_bezirk_id_fk" FOREIGN KEY ("bezirk") REFERENCES "public"."bezirk"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ort" ADD CONSTRAINT "ort_region_region_id_fk" FOREIGN KEY ("region") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorit" ADD CONSTRAINT "favorit_user_users_id_fk" FOREIGN KEY ("user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorit" ADD CONSTRAINT "favorit_objekt_objekt_id_fk" FOREIGN KEY ("objekt") REFERENCES "public"."objekt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact" ADD CONSTRAINT "contact_user_users_id_fk" FOREIGN KEY ("user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_users_id_fk" FOREIGN KEY ("user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "log_logtime_idx" ON "log" USING btree ("logtime");--> statement-breakpoint
CREATE INDEX "suchlog_logtime_idx" ON "suchlog" USING btree ("logtime");--> statement-breakpoint
CREATE INDEX "objekt_status_idx" ON "objekt" USING btree ("status");--> statement-breakpoint
CREATE INDEX "objekt_owner_idx" ON "objekt" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "objektbild_objekt_idx" ON "objektbild" USING btree ("objekt","reihenfolge");--> statement-breakpoint
CREATE INDEX "ort_name_idx" ON "ort" USING btree ("name");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user");