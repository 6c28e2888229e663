/**
 * Storage of evolution runs: runs, generations (their scores, and the whole population of the
 * few a run keeps, to resume from), champions (with their network documents) and
 * champion-evaluation games, in MongoDB through the official synchronous driver.
 *
 * <p>{@link org.evodraughts.storage.RunStores#open} is the entry point: it uses a MongoDB server
 * given by URI, or else starts an {@link org.evodraughts.storage.embedded.EmbeddedMongo} whose data lives
 * in the run directory. The {@link org.evodraughts.storage.RunStore} it returns is a
 * {@link org.evodraughts.storage.journal.ResilientRunStore}, which queues writes durably while the
 * database is unreachable and delivers them in order when it returns. The records
 * ({@link org.evodraughts.storage.records.RunRecord}, {@link org.evodraughts.storage.records.GenerationRecord},
 * {@link org.evodraughts.storage.records.ChampionRecord}, {@link org.evodraughts.storage.records.GameRecord})
 * are immutable values. {@link org.evodraughts.storage.layout.RunLayout} names every path in a run
 * directory, for every module that writes there. {@link org.evodraughts.checkers.io.AtomicFiles}
 * writes files atomically for the rest of the program.
 */
package org.evodraughts.storage;
