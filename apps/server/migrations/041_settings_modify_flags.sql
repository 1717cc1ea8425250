-- Seeded defaults say whether a business unit (customer) and a user may change them
-- (GET Seeding defaultUserSettings: canCustomerModify, canUserModify). Existing records stay changeable.
alter table settings add column can_customer_modify boolean not null default true;
alter table settings add column can_user_modify boolean not null default true;
