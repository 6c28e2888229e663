package org.evodraughts.ga.work;

/**
 * The machines a run's work is replayed on ({@link ScalingModel}): the run's own, and on a
 * cluster other machines whose workers take its tasks, each of {@code cores} cores. A task sent
 * to another machine holds that machine's core for its whole time plus {@code taskOverheadNanos},
 * the round trip of sending it and its result (docs/benchmarks.md measures 0.5–1 ms).
 *
 * @param count             the machines, the run's own included; 1: the run's alone
 * @param cores             each machine's cores (its threads for the run)
 * @param taskOverheadNanos what each task sent to another machine costs besides its own time
 */
public record Machines(int count, int cores, long taskOverheadNanos) {
    public Machines {
        if (count < 1 || cores < 1 || taskOverheadNanos < 0) {
            throw new IllegalArgumentException("machines and cores must be at least 1 and the overhead at least 0, got "
                    + count + ", " + cores + " and " + taskOverheadNanos);
        }
    }

    /** The run's own machine alone, with {@code cores} cores. */
    public static Machines one(int cores) {
        return new Machines(1, cores, 0);
    }

    /** Every machine's cores together. */
    public int totalCores() {
        return Math.multiplyExact(count, cores);
    }
}
