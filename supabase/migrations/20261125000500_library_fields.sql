-- Resources and programs as issue 15 describes them:
-- - a resource has a description and may suit several years (a worksheet for Years 7 and 8);
-- - a link may also be a mailto: address (still never javascript: or data:, which would run
--   script when rendered as a link);
-- - a program names its year or its stage (e.g. 'Stage 4', 'Foundation').

alter table public.resources
  add column description text check (char_length(description) <= 2000),
  add column years smallint[] not null default '{}'
    check (years <@ array[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]::smallint[]);
update public.resources set years = array[year] where year is not null;
alter table public.resources drop column year;

alter table public.resources drop constraint resources_url_check;
alter table public.resources
  add constraint resources_url_check check (url ~* '^(https?://|mailto:)');

alter table public.programs
  add column stage text check (char_length(btrim(stage)) between 1 and 60);
