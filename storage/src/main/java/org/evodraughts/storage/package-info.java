/**
 * Storage of evolution runs: runs, generations (their scores, and the whole population of the
 * few a run keeps, to resume from), champions (with their network documents) and
 * champion-evaluation games, in MongoDB through the official synchronous driver.
 *
 * <p>This package is what every backend and every caller shares: the store's interface
 * ({@link org.evodraughts.storage.RunStore}) and the base of a store that adds to another
 * ({@link org.evodraughts.storage.ForwardingRunStore}), its exceptions, and how a store is opened
 * ({@link org.evodraughts.storage.StoreOptions}: a server's
 * {@link org.evodraughts.storage.MongoUri}, timeouts and the outage journal's
 * {@link org.evodraughts.storage.RetryPolicy}). It depends on no subpackage but
 * {@code records}. The rest lives in one subpackage per concept:
 * <ul>
 *   <li>{@code directory}: the entry point, {@code RunStores.open}, which opens a run
 *       directory's store (a MongoDB server given by URI, or else an embedded server whose data
 *       lives in the run directory) as a {@code ResilientRunStore}, and {@code RunRecordFile},
 *       the run record's copy in the run directory ({@code run.json}) that lists a run without
 *       opening its database;</li>
 *   <li>{@code records}: the records, immutable values ({@code RunRecord},
 *       {@code GenerationRecord}, {@code ChampionRecord}, {@code GameRecord} and what they
 *       hold);</li>
 *   <li>{@code codec}: the records' BSON documents, the one format that the MongoDB store, the
 *       outage journal and {@code run.json} all write;</li>
 *   <li>{@code mongo}: the MongoDB store, and the run lease that tells whether a process still
 *       runs a run kept only in a database;</li>
 *   <li>{@code embedded}: the embedded server in a run directory, and its security (only this
 *       user's local processes connect, only database files are opened);</li>
 *   <li>{@code journal}: the outage journal, the writes queued while the database is away;</li>
 *   <li>{@code layout}: {@code RunLayout}, which names every path in a run directory for every
 *       module that writes there, and the run's id.</li>
 * </ul>
 * {@link org.evodraughts.files.AtomicFiles} writes files atomically for the rest of the
 * program.
 */
package org.evodraughts.storage;
