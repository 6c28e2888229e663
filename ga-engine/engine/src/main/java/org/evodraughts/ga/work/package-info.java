/**
 * A run's pool and where its time goes. {@link org.evodraughts.ga.work.SharedWork} lets a task
 * of the pool spread its own work over the pool's idle threads. {@link WorkTrace} times every
 * task the run's pools play (games, self-play trainings) and the serial time between them, one
 * {@link GenerationWork} a generation (each island's batches and step apart, as islands run side
 * by side), for predicting how a run scales with cores; {@link WorkTraceFile} keeps them as JSON
 * lines; {@link ScalingModel} replays them by list scheduling on any number of cores, or on a
 * cluster of {@link Machines} whose tasks pay a round trip.
 */
package org.evodraughts.ga.work;
