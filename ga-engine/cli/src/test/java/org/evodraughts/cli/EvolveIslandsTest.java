package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.evodraughts.champions.ChampionFile;
import org.evodraughts.ga.loop.Individual;
import org.evodraughts.ga.loop.PopulationSnapshot;
import org.evodraughts.runs.RunDirectory;
import org.evodraughts.runs.SnapshotFiles;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.runs.GenerationProgress;
import org.evodraughts.runs.ProgressFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** evolve with islands, end to end: the header, the progress lines, champion files, progress file, champions list/show. */
class EvolveIslandsTest {
    private static final Pattern LINE = Pattern.compile("generation (\\d) \\|.* \\| 36 games of \\d+ plies, [\\d.]+/s "
            + "\\| island (\\d) of 3 won the play-off \\(\\d+-\\d+-\\d+\\); island champions (-?\\d+), (-?\\d+), (-?\\d+) points "
            + "\\| mean of means .*");

    @TempDir
    Path temp;

    @Test
    void aRunWithIslandsRecordsEachChampionsIslandAndShowsIt() throws IOException {
        Path dir = temp.resolve("run");
        CliRun run = CliRun.of("evolve", "--population", "4", "--elites", "2", "--search", "minimax:1", "--set",
                "tournament.maxMovesPerSide=20", "--threads", "2", "--set", "champions.baselines=random", "--set",
                "champions.gamesPerBaseline=2", "--set", "champions.yardstickEvery=0", "--set", "islands.count=3", "--set",
                "islands.migrateEvery=1", "--set", "islands.migrants=1", "--generations", "2", "--seed", "5",
                "--run-dir", dir.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("run run in " + dir + ": 3 islands of 4 networks (2 elites), 1 migrating every 1 generation, "
                + "round-robin with minimax:1, seed 5, 2 threads, until generation 2", run.out().replaceAll("\\R  ", " ")
                .lines().findFirst().orElseThrow());
        // The islands' figures are in the whole lines, which the log has.
        List<String> lines = Files.readAllLines(RunLayout.of(dir).log()).stream().map(l -> l.replaceFirst(".*? - ", "")).toList();
        assertTrue(lines.contains("width: up to 36 threads busy (3 islands × 12 tournament games); this run has 2"), lines.toString());
        lines = lines.stream().filter(l -> l.startsWith("generation ")).toList();
        List<GenerationProgress> progress = ProgressFile.read(dir);
        assertEquals(3, progress.size());
        for (int g = 0; g <= 2; g++) {
            Matcher line = LINE.matcher(lines.get(g));
            assertTrue(line.matches(), lines.get(g));
            int island = Integer.parseInt(line.group(2));
            GenerationProgress figures = progress.get(g);
            assertEquals(island, figures.island());
            assertEquals(List.of(0, 1, 2), figures.islands().stream().map(GenerationProgress.IslandPoints::island).toList());
            for (int i = 0; i < 3; i++) {
                assertEquals(Integer.parseInt(line.group(3 + i)), figures.islands().get(i).points());
            }
            assertEquals(figures.islands().get(island).points(), figures.championPoints(), "the champion is its island's best");
            ChampionFile champion = ChampionFile.read(dir, g);
            assertEquals(OptionalInt.of(island), champion.island());
            assertEquals(OptionalInt.of(island), champion.summary().island());
        }

        CliRun list = CliRun.of("champions", "list", "--run", dir.toString());
        assertEquals(0, list.exitCode(), list.err());
        List<String> table = list.out().lines().toList();
        assertEquals(List.of("GEN", "ISLAND", "POINTS"), List.of(table.get(1).strip().split("\\s+")).subList(0, 3));
        for (int g = 0; g <= 2; g++) {
            List<String> cells = List.of(table.get(2 + g).strip().split("\\s+"));
            assertEquals(List.of(String.valueOf(g), String.valueOf(progress.get(g).island())), cells.subList(0, 2));
        }
        CliRun show = CliRun.of("champions", "show", "--run", dir.toString(), "--generation", "2");
        assertEquals(0, show.exitCode(), show.err());
        assertTrue(show.out().contains("\nisland         " + progress.get(2).island() + "\n"), show.out());
        Path snapshot = RunLayout.of(dir).snapshot(2);
        PopulationSnapshot saved = SnapshotFiles.read(snapshot);
        assertEquals(3, saved.islands());
        assertTrue(Files.readString(snapshot).contains("\"islands\" : 3"));

        // Every snapshot gone: the database keeps every island's population, and gives them back.
        for (int g : RunDirectory.snapshotGenerations(RunLayout.of(dir))) {
            Files.delete(RunLayout.of(dir).snapshot(g));
        }
        CliRun resumed = CliRun.of("evolve", "--resume", dir.toString());
        assertEquals(0, resumed.exitCode(), resumed.err());
        PopulationSnapshot rebuilt = SnapshotFiles.read(snapshot);
        assertEquals(3, rebuilt.islands());
        assertEquals(saved.population().stream().map(Individual::genome).toList(),
                rebuilt.population().stream().map(Individual::genome).toList());
        assertEquals(saved.population().stream().map(i -> i.score().points()).toList(),
                rebuilt.population().stream().map(i -> i.score().points()).toList());
    }
}
