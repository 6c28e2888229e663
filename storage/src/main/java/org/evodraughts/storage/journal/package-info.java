/**
 * Saves that survive a database outage: {@link org.evodraughts.storage.journal.ResilientRunStore}
 * queues each write in the run directory's journal ({@code pending-writes/}) while the database
 * is unreachable and delivers them in order when it returns, retrying under a
 * {@link org.evodraughts.storage.RetryPolicy}. See docs/storage.md, "Database outages".
 */
package org.evodraughts.storage.journal;
