/**
 * Finding a run for the commands that read runs ({@code runs list}, {@code champions},
 * {@code report}): {@link org.evodraughts.champions.runs.RunLocator} resolves {@code --run R}
 * (a run id under the runs directory, or a run directory) and opens it as a read-only
 * {@link org.evodraughts.champions.runs.RunView}, from the run's store or, while the run holds
 * its embedded database, from its champion JSON files. {@link org.evodraughts.champions.runs.RunState}
 * decides where a run stands (running, or interrupted when its process is gone) for every reader.
 */
package org.evodraughts.champions.runs;
