-- ESPN is a provider a league can follow (docs/espn.md): the provider check admits 'espn'.
ALTER TABLE "leagues" DROP CONSTRAINT "leagues_provider_known";--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_provider_known" CHECK ("leagues"."provider" in ('yahoo', 'sleeper', 'espn'));