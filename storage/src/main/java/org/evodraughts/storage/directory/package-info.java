/**
 * A run directory's storage, the entry point the rest of the program uses:
 * {@link org.evodraughts.storage.directory.RunStores} opens the directory's store (its embedded
 * database, or the MongoDB server the options name), read-write behind the outage journal or
 * strictly read-only, and counts the writes its journal still holds;
 * {@link org.evodraughts.storage.directory.RunRecordFile} keeps the run record's copy,
 * {@code run.json}, which lists a run without opening its database.
 */
package org.evodraughts.storage.directory;
