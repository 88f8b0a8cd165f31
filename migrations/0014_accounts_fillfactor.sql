-- Every reservation, release and charge updates its account's row, so a busy account leaves a
-- trail of dead versions that every later read of the row walks until a vacuum. With most of
-- each page left free, the updates stay on the row's page (HOT) and the page is pruned on
-- almost every access, which keeps the trail short: measured with 16 clients on one account,
-- the invitation transaction ran 2.1x and the balance read 5.5x faster than at the default.
alter table accounts set (fillfactor = 10);
