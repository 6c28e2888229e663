/**
 * A run's one home: everything that finds, reads, writes, keeps and prunes runs, for every front
 * end ({@code evolve}, {@code runs list}, {@code runs repair}, {@code runs prune}, {@code serve},
 * {@code champions}, {@code report}, the ladder).
 *
 * <ul>
 *   <li><b>Making and opening.</b> {@link org.evodraughts.runs.OpenRun} makes a new run, or opens
 *       one to continue, with every check and step in its order and the clean-up of a start that
 *       fails: a front end asks for a run and gets one, or one error line.</li>
 *   <li><b>Its id.</b> {@link org.evodraughts.runs.RunId} checks a run id and resolves the id of
 *       the run in a directory, the one rule for both.</li>
 *   <li><b>Finding and reading.</b> {@link org.evodraughts.runs.RunLocator} resolves {@code --run R}
 *       (a run id under the runs directory, or a run directory) and opens it as a read-only
 *       {@link org.evodraughts.runs.RunView}, from the run's store or, while the run holds its
 *       embedded database, from its champion JSON files; {@link org.evodraughts.runs.RunState}
 *       decides where a run stands (running, or interrupted when its process is gone) for every
 *       reader, by its directory's {@link org.evodraughts.runs.RunLock} or its lease in a shared
 *       database.</li>
 *   <li><b>Writing.</b> {@link org.evodraughts.runs.RunDirectory} is the run directory the
 *       evolution keeps (configuration copy, atomic population snapshots in
 *       {@link org.evodraughts.runs.SnapshotFiles}' JSON format); {@link org.evodraughts.runs.RunHold}
 *       is one process's hold on a run (its lock and, in a shared database, its lease); the
 *       listeners that record each generation, made in their order by
 *       {@link org.evodraughts.runs.RunListeners}: {@link org.evodraughts.runs.RunRecordListener}
 *       (the run's store and its run and generation records), {@link org.evodraughts.runs.ChampionListener}
 *       (champion tracking in that store), {@link org.evodraughts.runs.ProgressFile} (with
 *       {@link org.evodraughts.runs.ProgressLine}, the line each generation writes to the console
 *       and the log).</li>
 *   <li><b>Keeping and pruning.</b> Which populations a run keeps:
 *       {@link org.evodraughts.runs.SnapshotRetention}, {@link org.evodraughts.runs.PopulationRelease}
 *       for the stored ones, {@link org.evodraughts.runs.RunPrune} after the fact;
 *       {@link org.evodraughts.runs.RunRepair} mends a run from what it holds.</li>
 * </ul>
 *
 * <p>Paths come from {@code storage.layout.RunLayout}. The storage's backend stays behind this
 * package: no module above it names a MongoDB class.
 */
package org.evodraughts.runs;

import org.evodraughts.run.RunId;
