/**
 * Storage of evolution runs: runs, generations (their scores, and the whole population of the
 * few a run keeps, to resume from), champions (with their network documents) and
 * champion-evaluation games, in MongoDB through the official synchronous driver.
 *
 * <p>{@link org.evodraughts.storage.RunStores#open} is the entry point: it uses a MongoDB server
 * given by URI, or else starts an {@link org.evodraughts.storage.embedded.EmbeddedMongo} whose
 * data lives in the run directory. The {@link org.evodraughts.storage.RunStore} it returns is a
 * {@link org.evodraughts.storage.journal.ResilientRunStore}, which queues writes durably while
 * the database is unreachable and delivers them in order when it returns. This package holds
 * that entry point, the store's interface, its options and its exceptions, and
 * {@link org.evodraughts.storage.RunRecordFile}, the run record's copy in the run directory
 * ({@code run.json}) that lists a run without opening its database; the rest lives in
 * one subpackage per concept:
 * <ul>
 *   <li>{@code records}: the records, immutable values
 *       ({@link org.evodraughts.storage.records.RunRecord},
 *       {@link org.evodraughts.storage.records.GenerationRecord},
 *       {@link org.evodraughts.storage.records.ChampionRecord},
 *       {@link org.evodraughts.storage.records.GameRecord} and what they hold);</li>
 *   <li>{@code mongo}: the MongoDB store, the records' BSON shape, the URI, and the run lease
 *       that tells whether a process still runs a run kept only in a database;</li>
 *   <li>{@code embedded}: the embedded server in a run directory, and its security (only this
 *       user's local processes connect, only database files are opened);</li>
 *   <li>{@code journal}: the outage journal, the writes queued while the database is away;</li>
 *   <li>{@code layout}: {@link org.evodraughts.storage.layout.RunLayout}, which names every path
 *       in a run directory for every module that writes there, and the run's id.</li>
 * </ul>
 * {@link org.evodraughts.files.AtomicFiles} writes files atomically for the rest of the
 * program.
 */
package org.evodraughts.storage;
