package org.evodraughts.runs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.ga.loop.Individual;
import org.evodraughts.ga.loop.PopulationSnapshot;
import org.evodraughts.ga.tournament.Ranking;
import org.evodraughts.ga.config.ConfigFiles;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.storage.layout.RunLayout;

/**
 * One individual of a kept population, by its rank in that generation's tournament, as a network
 * file: for comparing a generation's elites with each other and with outside players, which the
 * champion alone cannot show (docs/research/champion-pick.md). Reads the run
 * directory's {@code config.yaml} and the generation's snapshot file, and writes nothing there.
 */
public final class RankedIndividual {
    private RankedIndividual() {}

    /**
     * The individual of tournament rank {@code rank} (1 = rank 1; equal points keep population
     * order, as the evolution ranks them) in generation {@code generation} of the run in
     * {@code runDirectory}, with its run, seed, generation, points and rank as metadata.
     *
     * @throws IllegalArgumentException if that generation's population is not kept, the run has
     *                                  islands, or there is no such rank
     */
    public static NetworkDocument read(Path runDirectory, int generation, int rank) throws IOException {
        RunLayout layout = RunLayout.of(runDirectory);
        Path file = layout.snapshot(generation);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("generation " + generation + "'s population is not kept in " + runDirectory
                    + " (kept: " + RunDirectory.snapshotGenerations(layout) + ")");
        }
        EvolutionConfig config = ConfigFiles.read(layout.config(), Map.of());
        PopulationSnapshot snapshot = SnapshotFiles.read(file);
        if (snapshot.islands() > 1) {
            throw new IllegalArgumentException("--rank reads runs of one population; " + runDirectory + " has "
                    + snapshot.islands() + " islands");
        }
        List<Individual> population = snapshot.population();
        if (rank < 1 || rank > population.size()) {
            throw new IllegalArgumentException("--rank must be 1–" + population.size() + " (the population's size), got " + rank);
        }
        Individual individual = population.get(Ranking.of(population.stream().map(Individual::score).toList())[rank - 1]);
        Map<String, Object> metadata = new LinkedHashMap<>();
        metadata.put(NetworkDocument.RUN_ID, snapshot.runId().value());
        metadata.put(NetworkDocument.SEED, snapshot.seed());
        metadata.put(NetworkDocument.GENERATION, (long) generation);
        metadata.put("rank", (long) rank);
        metadata.put(NetworkDocument.FITNESS, (double) individual.score().points());
        GenomeLayout genome = GenomeLayout.of(config);
        return new NetworkDocument(genome.codec(config.population().kingValue()).decode(genome.genotype(individual.genome())),
                metadata);
    }
}
