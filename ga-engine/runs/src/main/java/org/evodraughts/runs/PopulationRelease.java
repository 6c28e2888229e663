package org.evodraughts.runs;

import org.evodraughts.run.RunId;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.evodraughts.storage.records.GenerationRecord;
import org.evodraughts.storage.records.GenerationScores;
import org.evodraughts.storage.RunStore;

/**
 * Keeps a run's stored populations to what its {@link SnapshotRetention} keeps: a generation
 * whose population is no longer kept is saved again {@linkplain GenerationRecord#scoresOnly
 * scores only}, an upsert like every save, so it goes through the outage journal and a
 * repeat is harmless. The scores stay for the charts; the champions are other records.
 *
 * <p>During a run, {@link #saved} remembers each saved generation's scores until its population
 * leaves the kept window, so releasing it reads nothing. {@link #releaseStored} looks in the
 * store instead: after a resume (the window from before it, and anything an interrupted session
 * left) and for {@code runs prune}. Not thread-safe: used by one thread.
 */
public final class PopulationRelease {
    private final RunStore store;
    private final RunId runId;
    private final SnapshotRetention retention;
    /** Generations stored with their population that a later generation will release, with their scores. */
    private final NavigableMap<Integer, double[]> pending = new TreeMap<>();

    public PopulationRelease(RunStore store, RunId runId, SnapshotRetention retention) {
        this.store = store;
        this.runId = runId;
        this.retention = retention;
    }

    /** {@code record}, the latest generation, is stored: releases the populations it pushes out of the window. */
    public void saved(GenerationRecord record) {
        if (!retention.keptForGood(record.generation())) {
            pending.put(record.generation(), record.scores());
        }
        releasePending(record.generation());
    }

    /**
     * Releases every stored population not kept once {@code latest} is the latest generation,
     * and remembers those still in the window; reads the store (every generation's scores, when
     * there is anything to release).
     *
     * @return the generations released, in increasing order
     */
    public List<Integer> releaseStored(int latest) {
        List<Integer> candidates = store.populationGenerations(runId).stream()
                .filter(g -> g < latest && !retention.keptForGood(g)).toList();
        if (candidates.isEmpty()) {
            return List.of();
        }
        Map<Integer, double[]> scores = store.generationScores(runId).stream()
                .collect(Collectors.toMap(GenerationScores::generation, GenerationScores::scores));
        candidates.forEach(g -> pending.put(g, scores.get(g)));
        return releasePending(latest);
    }

    /** The stored populations {@link #releaseStored} would release: no write. */
    public List<Integer> releasable(int latest) {
        return store.populationGenerations(runId).stream().filter(g -> !retention.kept(g, latest)).toList();
    }

    private List<Integer> releasePending(int latest) {
        List<Integer> released = new ArrayList<>();
        for (Iterator<Map.Entry<Integer, double[]>> it = pending.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<Integer, double[]> entry = it.next();
            if (!retention.kept(entry.getKey(), latest)) {
                store.save(GenerationRecord.scoresOnly(runId, entry.getKey(), entry.getValue()));
                released.add(entry.getKey());
                it.remove();
            }
        }
        return released;
    }
}
