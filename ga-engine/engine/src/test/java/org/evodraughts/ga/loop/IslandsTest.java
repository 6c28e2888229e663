package org.evodraughts.ga.loop;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jenetics.DoubleGene;
import io.jenetics.Phenotype;
import io.jenetics.util.ISeq;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.TestConfigs;
import org.evodraughts.ga.fitness.ChampionArchive;
import org.evodraughts.ga.genome.Genome;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.ga.loop.EngineAloneTest.MemoryStore;
import org.evodraughts.ga.tournament.Ranking;
import org.evodraughts.ga.tournament.Score;
import org.junit.jupiter.api.Test;

/**
 * Runs with islands: determinism, resume, migration, the play-off. That one island is the run as
 * it was before islands, snapshot file for snapshot file, is pinned where those files are written
 * (the runs module's {@code PinnedSnapshotsTest}).
 */
class IslandsTest {
    /** Three islands of 6 with 2 elites, migrating 2 after every second generation. */
    private static final Map<String, String> THREE = Map.of("islands.count", "3", "islands.migrateEvery", "2",
            "islands.migrants", "2");

    /** Runs {@code config} as the run {@code name} and returns the generations it saved (in memory). */
    private static MemoryStore run(String name, EvolutionConfig config, EngineTestProgress progress) throws IOException {
        MemoryStore store = new MemoryStore();
        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, config.stop().generations()),
                Evolution.builder(config).runId(RunId.of(name)).snapshots(store).progress(progress).build().run(List.of(progress)));
        return store;
    }

    private static List<PopulationSnapshot> snapshots(MemoryStore store) {
        List<PopulationSnapshot> snapshots = new ArrayList<>();
        for (PopulationSnapshot s : store.saved) {
            // Everything but the run's id, which names the run.
            snapshots.add(new PopulationSnapshot(RunId.of("run"), s.seed(), s.generation(), s.population(), s.islands()));
        }
        return snapshots;
    }

    @Test
    void threeIslandsGiveTheSameRunAtOneAndTwoThreads() throws IOException {
        List<PopulationSnapshot> one = snapshots(run("one", TestConfigs.with(6, 2, 4, 1, THREE), new EngineTestProgress()));
        List<PopulationSnapshot> two = snapshots(run("two", TestConfigs.with(6, 2, 4, 2, THREE), new EngineTestProgress()));
        assertEquals(one, two);
        assertEquals(5, one.size());
        PopulationSnapshot last = one.getLast();
        assertEquals(3, last.islands());
        assertEquals(18, last.population().size());
        // Three different populations, and island 0 starts as a run of one population does.
        assertNotEquals(last.island(0), last.island(1));
        assertNotEquals(last.island(1), last.island(2));
        assertEquals(Evolution.initialPopulation(TestConfigs.with(6, 2, 4, 1, Map.of())).stream()
                .map(GenomeLayout.WEIGHTS_ONLY::genome).toList(), one.getFirst().island(0).stream().map(Individual::genome).toList());
    }

    @Test
    void eachGenerationPlaysEveryIslandsTournamentAndNamesTheChampionByAPlayoff() throws IOException {
        EngineTestProgress progress = new EngineTestProgress();
        run("playoff", TestConfigs.with(6, 2, 2, 2, THREE), progress);
        // The islands' tournaments, played side by side, show as one of every island's games: 15 pairs of 6, both colours.
        assertEquals(List.of(0, 1, 2), progress.tournaments);
        assertEquals(List.of(3 * 30, 3 * 30, 3 * 30), progress.games);
        for (GenerationReport report : progress.reports) {
            assertEquals(3, report.islands().size());
            List<Integer> playoffPoints = report.islands().stream().map(c -> c.playoff().points()).toList();
            int best = playoffPoints.stream().mapToInt(Integer::intValue).max().orElseThrow();
            // The winner has the most play-off points, the lowest island among equals.
            assertEquals(playoffPoints.indexOf(best), report.island());
            IslandResult winner = report.islands().get(report.island());
            assertEquals(winner.champion(), report.champion());
            assertEquals(winner.population(), report.population(), "the report's population is the winner's island's");
            assertEquals(18, report.everyIsland().size());
            for (IslandResult champion : report.islands()) {
                assertEquals(4, champion.playoff().games(), "a round robin of 3, both colours");
            }
            // The tournament counts every island's games: 15 a round robin of 6 (both colours: 30).
            assertEquals(3 * 30, report.tournament().gameCount());
        }
    }

    @Test
    void aStoppedAndResumedRunWithIslandsEqualsAnUninterruptedOne() throws IOException {
        EvolutionConfig config = TestConfigs.with(6, 2, 5, 2, THREE);
        List<PopulationSnapshot> whole = snapshots(run("whole", config, new EngineTestProgress()));

        MemoryStore stopped = new MemoryStore();
        AtomicInteger gamesOfGeneration3 = new AtomicInteger();
        EvolutionRun[] evolution = new EvolutionRun[1];
        EngineTestProgress stopper = new EngineTestProgress() {
            @Override
            public void gameEnded() {
                // Generation 3 follows a migration (after generation 2); stop in its islands' tournaments.
                if (generationUnderWay == 3 && gamesOfGeneration3.incrementAndGet() == 40) {
                    evolution[0].stop();
                }
            }
        };
        try (EvolutionRun e = Evolution.builder(config).runId(RunId.of("stopped")).snapshots(stopped).progress(stopper).build()
                .start()) {
            evolution[0] = e;
            assertEquals(new RunOutcome(RunOutcome.Reason.STOPPED, 2), e.runWith(List.of(stopper)));
        }
        assertEquals(List.of(0, 1, 2), stopped.generations());

        EngineTestProgress resumed = new EngineTestProgress();
        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 5), Evolution.builder(TestConfigs.resumed(config,
                Map.of())).runId(RunId.of("stopped")).snapshots(stopped).progress(resumed).build().run(List.of(resumed)));
        assertEquals(List.of(3, 4, 5), resumed.tournaments);
        assertEquals(whole, snapshots(stopped));
    }

    /** Islands with the hall of fame (the run's champions, which every island meets) and training, in two sessions. */
    @Test
    void islandsWithTheHallOfFameAndTrainingResumeBitForBitAtAnyThreadCount() throws IOException {
        Map<String, String> variants = new java.util.HashMap<>(THREE);
        variants.putAll(Map.of("tournament.hallOfFame", "1", "refinement.games", "2", "refinement.trainees", "elites"));
        EvolutionConfig whole = TestConfigs.with(5, 2, 4, 1, variants);
        MemoryStore wholeRun = new MemoryStore();
        Evolution.builder(whole).runId(RunId.of("whole")).snapshots(wholeRun).build().run(List.of());
        ChampionArchive archive = ChampionArchive.inMemory();
        EvolutionConfig first = TestConfigs.with(5, 2, 2, 2, variants);
        MemoryStore parts = new MemoryStore();
        Evolution.builder(first).runId(RunId.of("parts")).snapshots(parts).champions(archive).build().run(List.of());
        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 4),
                Evolution.builder(TestConfigs.resumed(first, Map.of("stop.generations", "4"))).runId(RunId.of("parts"))
                        .snapshots(parts).champions(archive).build().run(List.of()));
        List<PopulationSnapshot> expected = snapshots(wholeRun);
        assertEquals(expected, snapshots(parts));
        // Each individual played 4 others twice and one hall-of-fame member twice.
        assertEquals(2 * 4 + 2, expected.getLast().population().getFirst().score().games());
    }

    /**
     * Real populations: after generation 2 (a multiple of migrateEvery), each island's best 2
     * replace the next island's worst 2, and generation 3's elites are the best of the populations
     * so made, so the run really bred from the migrated populations.
     */
    @Test
    void migrationMovesEachIslandsBestToTheNextIslandsWorst() throws IOException {
        EvolutionConfig config = TestConfigs.with(6, 2, 3, 2, THREE);
        GenomeLayout layout = GenomeLayout.of(config);
        List<PopulationSnapshot> snapshots = snapshots(run("migrating", config, new EngineTestProgress()));
        PopulationSnapshot before = snapshots.get(2);
        List<ISeq<Phenotype<DoubleGene, Score>>> islands = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            islands.add(ISeq.of(before.island(i).stream()
                    .map(x -> Phenotype.of(layout.genotype(x.genome()), 2, x.score())).toList()));
        }
        List<ISeq<Phenotype<DoubleGene, Score>>> after = Migration.ring(islands, 2);
        int migrantElites = 0;
        for (int to = 0; to < 3; to++) {
            int from = (to + 2) % 3;
            List<Individual> home = before.island(to);
            List<Individual> sender = before.island(from);
            int[] homeRanking = Ranking.of(home.stream().map(Individual::score).toList());
            int[] senderRanking = Ranking.of(sender.stream().map(Individual::score).toList());
            List<Individual> migrated = after.get(to).stream()
                    .map(p -> new Individual(layout.genome(p.genotype()), p.fitness())).toList();
            for (int position = 0; position < 6; position++) {
                Individual expected = home.get(position);
                if (position == homeRanking[5]) {
                    expected = sender.get(senderRanking[0]); // the worst gets the best
                } else if (position == homeRanking[4]) {
                    expected = sender.get(senderRanking[1]);
                }
                assertEquals(expected, migrated.get(position), "island " + to + ", position " + position);
            }
            // Generation 3 keeps the migrated population's 2 best unchanged, in rank order, first.
            int[] ranking = Ranking.of(migrated.stream().map(Individual::score).toList());
            List<Genome> elites = snapshots.get(3).island(to).subList(0, 2).stream().map(Individual::genome).toList();
            assertEquals(List.of(migrated.get(ranking[0]).genome(), migrated.get(ranking[1]).genome()), elites);
            for (Genome elite : elites) {
                if (sender.stream().anyMatch(i -> i.genome().equals(elite))) {
                    migrantElites++;
                }
            }
        }
        assertTrue(migrantElites > 0, "some migrant became an elite of its new island");
        // Before generation 2 nothing migrates: generation 1's elites are its own island's.
        for (int to = 0; to < 3; to++) {
            List<Individual> own = snapshots.get(0).island(to);
            int[] ranking = Ranking.of(own.stream().map(Individual::score).toList());
            assertEquals(own.get(ranking[0]).genome(), snapshots.get(1).island(to).getFirst().genome());
        }
    }

    @Test
    void aResumeWithAnotherIslandCountIsRefused() throws IOException {
        EvolutionConfig three = TestConfigs.with(6, 2, 1, 1, THREE);
        MemoryStore store = run("three", three, new EngineTestProgress());
        Evolution evolution = Evolution.builder(TestConfigs.resumed(three, Map.of("islands.count", "2",
                "stop.generations", "2"))).runId(RunId.of("three")).snapshots(store).build();
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> evolution.run(List.of()));
        assertEquals("the saved generation 1 has 3 island(s), but the configuration says islands.count 2",
                error.getMessage());
    }
}
