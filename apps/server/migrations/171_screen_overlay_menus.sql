-- A studio version may also change the screen's menu entry (icon, order, label) or, for a screen
-- the studio added, hold the entry that opens it: { "icon", "order", "label" }. Null: the menu as
-- the screen below has it (a new screen without an entry is reached from its address only).
alter table screen_overlay_versions add column menu jsonb;
