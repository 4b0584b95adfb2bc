-- Stand-in for Supabase Realtime's own `realtime` schema (supabase/realtime, lib/realtime/tenants/repo/migrations),
-- the part this project uses for Broadcast from the Database: `realtime.messages` (its columns, defaults, RLS
-- and grants), `realtime.topic()` and `realtime.send()`. Loaded after storage-schema.sql and BEFORE
-- supabase/migrations on the embedded backend (PGlite) and in the real PostgreSQL test; never shipped as a
-- migration (a hosted project already has the real thing). Idempotent, so a data folder made before it existed
-- gains it. Hosted partitions the table by day and keeps 3 days; here one table, pruned by the embedded server.

create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  constraint messages_pkey primary key (id, inserted_at)
);
create index if not exists messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic)
  where extension = 'broadcast' and private is true;

-- Supabase's grants; the project's RLS policies on this table decide who may join which private channel.
grant select, insert, update on realtime.messages to anon, authenticated, service_role;
alter table realtime.messages enable row level security;

-- The channel's topic while Realtime checks a join against the policies (and after realtime.send).
create or replace function realtime.topic() returns text
language sql
stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;

-- Hosted's body, unchanged: a broadcast message that can never make the caller's transaction fail.
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
declare
  generated_id uuid;
  final_payload jsonb;
begin
  begin
    generated_id := gen_random_uuid();

    -- Check if payload has an 'id' key, if not, add the generated UUID
    if payload ? 'id' then
      final_payload := payload;
    else
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    end if;

    -- Set the topic configuration
    execute format('SET LOCAL realtime.topic TO %L', topic);

    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'WarnSendingBroadcastMessage: %', SQLERRM;
  end;
end;
$$;

-- Embedded only, in place of hosted's replication of this table: every inserted broadcast row is announced to
-- the embedded server, and PostgreSQL delivers a NOTIFY only when its transaction commits. A row too large for
-- NOTIFY's 8000 bytes is announced by its key and read back.
create or replace function realtime.embedded_announce_message() returns trigger
language plpgsql
as $$
declare
  note text := jsonb_build_object(
    'id', new.id, 'topic', new.topic, 'event', new.event, 'private', new.private, 'payload', new.payload
  )::text;
begin
  if octet_length(note) > 7900 then
    note := jsonb_build_object('id', new.id)::text;
  end if;
  perform pg_notify('realtime_embedded_messages', note);
  return null;
end;
$$;

drop trigger if exists embedded_announce_message on realtime.messages;
create trigger embedded_announce_message
after insert on realtime.messages
for each row
when (new.extension = 'broadcast' and new.event is not null)
execute function realtime.embedded_announce_message();
