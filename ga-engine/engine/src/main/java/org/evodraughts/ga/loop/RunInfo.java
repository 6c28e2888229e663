package org.evodraughts.ga.loop;

import org.evodraughts.run.RunId;

import org.evodraughts.ga.config.EvolutionConfig;

/**
 * What listeners learn when a run starts or continues.
 *
 * @param runId           the run's id (its directory's name)
 * @param config          its configuration
 * @param firstGeneration the first generation this session will complete (0 for a new run)
 * @param resumed         whether it continues an earlier session's run
 */
public record RunInfo(RunId runId, EvolutionConfig config, int firstGeneration, boolean resumed) {}
