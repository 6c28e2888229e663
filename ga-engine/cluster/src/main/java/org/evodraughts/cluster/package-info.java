/**
 * A run spread over several machines with Hazelcast (docs/cluster.md): {@link ClusterNode} is
 * one member (a {@code worker} lending its cores, or the {@code evolve} process that owns the
 * run), {@link ClusterRunner} hands the engine's tasks to the members and gathers their results
 * by index, {@link ClusterChampionGames} does the same for the champion's measurement and
 * yardstick games, and {@link TaskSerializers} carries tasks and results as plain data (Hazelcast
 * Compact). The engine knows none of this: it sees a {@link org.evodraughts.ga.task.TaskRunner};
 * nor does the champions module, which sees a {@link org.evodraughts.champions.ChampionGames}.
 * Module ga-engine/cluster, the only one with Hazelcast on its class path; the run's session
 * (module ga-engine/cli) hands it the run's work.
 */
package org.evodraughts.cluster;
