package org.evodraughts.runs;

import org.evodraughts.run.RunId;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.evodraughts.storage.records.GenerationRecord;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.RunStore;

/**
 * Frees the disk a run no longer needs: the population snapshots, and the populations stored
 * in its database, of the generations a {@link SnapshotRetention} does not keep once the run's
 * latest snapshot is the latest generation. Never a champion (file, record or games), never a
 * generation's scores, never the latest snapshot, which {@code --resume} continues from. The
 * caller holds the run's lock, so no process is writing the run.
 */
public final class RunPrune {
    private RunPrune() {}

    /**
     * What a prune deletes.
     *
     * @param latest          the generation of the run's latest snapshot; -1 when it has none
     * @param snapshots       the snapshot files to delete
     * @param snapshotBytes   their total size
     * @param populations     the generations whose stored population goes (their scores stay)
     * @param populationBytes about what those populations hold (8 bytes a gene)
     */
    public record Plan(int latest, List<Path> snapshots, long snapshotBytes, List<Integer> populations,
                       long populationBytes) {
        public Plan {
            snapshots = List.copyOf(snapshots);
            populations = List.copyOf(populations);
        }

        /** Whether there is nothing to delete. */
        public boolean isEmpty() {
            return snapshots.isEmpty() && populations.isEmpty();
        }
    }

    /** What pruning the run in {@code directory} to {@code retention} would delete; reads only. */
    public static Plan plan(Path directory, SnapshotRetention retention, RunStore store) throws IOException {
        RunDirectory.checkIsRun(directory);
        RunLayout layout = RunLayout.of(directory);
        List<Integer> generations = RunDirectory.snapshotGenerations(layout);
        if (generations.isEmpty()) {
            return new Plan(-1, List.of(), 0, List.of(), 0);
        }
        int latest = generations.getLast();
        List<Path> snapshots = new ArrayList<>();
        long snapshotBytes = 0;
        for (int generation : generations) {
            if (!retention.kept(generation, latest)) {
                snapshots.add(layout.snapshot(generation));
                snapshotBytes += Files.size(layout.snapshot(generation));
            }
        }
        RunId runId = RunIdFile.idOf(directory);
        List<Integer> populations = new PopulationRelease(store, runId, retention).releasable(latest);
        long populationBytes = populations.isEmpty() ? 0
                : populations.size() * store.latestGeneration(runId).map(RunPrune::geneBytes).orElse(0L);
        return new Plan(latest, snapshots, snapshotBytes, populations, populationBytes);
    }

    /**
     * Deletes what {@code plan} names: the stored populations first (saved again scores only), then
     * the snapshot files.
     */
    public static void apply(Path directory, SnapshotRetention retention, Plan plan, RunStore store) throws IOException {
        if (!plan.populations().isEmpty()) {
            new PopulationRelease(store, RunIdFile.idOf(directory), retention).releaseStored(plan.latest());
        }
        for (Path snapshot : plan.snapshots()) {
            RunLayout.of(directory).tree().delete(snapshot);
        }
    }

    private static long geneBytes(GenerationRecord record) {
        long genes = 0;
        for (double[][] individual : record.population()) {
            for (double[] layer : individual) {
                genes += layer.length;
            }
        }
        return Double.BYTES * genes;
    }
}
