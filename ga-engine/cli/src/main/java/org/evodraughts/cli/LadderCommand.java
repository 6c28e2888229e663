package org.evodraughts.cli;

import org.evodraughts.run.RunId;

import org.evodraughts.files.OwnTree;
import java.nio.file.Files;
import java.io.IOException;
import org.evodraughts.storage.layout.RunLayout;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.match.Openings;
import org.evodraughts.checkers.players.PlayerSpec;
import org.evodraughts.checkers.players.PlayerSpecParser;
import org.evodraughts.checkers.players.RandomPlayer;
import org.evodraughts.checkers.search.SearchSettings;
import org.evodraughts.ladder.Ladder;
import org.evodraughts.ladder.LadderPlayer;
import org.evodraughts.ladder.LadderReport;
import org.evodraughts.ladder.LadderResult;
import org.evodraughts.ladder.LadderSettings;
import org.evodraughts.ladder.Rating;
import org.evodraughts.ladder.RunChampions;
import org.evodraughts.play.Agents;
import org.evodraughts.runs.RunView;
import org.evodraughts.storage.StorageException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code evodraughts ladder --run R [--baselines random,heuristic:4] [--games N] ...}: a round
 * robin of a run's champions and baselines, Elo ratings fitted by maximum likelihood, a CSV
 * table and a chart of rating against generation.
 */
@Command(name = "ladder", mixinStandardHelpOptions = true,
        description = {"Plays a run's champions and baseline players against each other and fits Elo ratings "
                + "(maximum-likelihood Bradley-Terry, draws as half wins, 'random' anchored at 0), to show whether "
                + "the run got stronger.",
                "Writes ladder.csv, ladder.png and ladder.svg (rating against generation, 95%% intervals)."},
        footer = {"", "Example: ./evodraughts ladder --run 2026-11-21-a --baselines random,heuristic:4 --games 20"})
final class LadderCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    RunChoice run;

    @Option(names = "--baselines", paramLabel = "LIST", defaultValue = "random,heuristic:4", split = ",",
            description = "Baseline players, comma-separated: random, greedy, heuristic:DEPTH, network files; "
                    + "'none' for none (default: ${DEFAULT-VALUE}).")
    List<String> baselines;

    @Option(names = "--games", paramLabel = "N", defaultValue = "20",
            description = "Games per pair of players, even (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--threads", paramLabel = "T", description = "Games played at once (default: the number of cores).")
    Integer threads;

    @Option(names = "--search", paramLabel = "SEARCH", defaultValue = "minimax:4",
            description = "The champions' search (default: ${DEFAULT-VALUE}).")
    String search;

    @Option(names = "--openings", paramLabel = "ballot|random|random:K", defaultValue = "ballot",
            description = "ballot (the 216 three-ply starts, shuffled by the seed), random (4 random plies) or random:K (default: ${DEFAULT-VALUE}).")
    String openings;

    @Option(names = "--max-champions", paramLabel = "M", defaultValue = "12",
            description = "Champions taken, spread from the first generation to the last; 0 for all (default: ${DEFAULT-VALUE}).")
    int maxChampions;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of openings and games (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--virtual-draws", paramLabel = "V", defaultValue = "1",
            description = "Draws added to each pair in the fit, keeping ratings finite when one side won every game "
                    + "(default: ${DEFAULT-VALUE}; 0 for the plain maximum likelihood).")
    double virtualDraws;

    @Option(names = "--out", paramLabel = "DIR", description = "Where to write the table and chart (default: RUN_DIRECTORY/ladder).")
    Path out;

    @Override
    public Integer call() throws IOException {
        int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        Openings deal = Openings.parse(openings, 4);
        LadderSettings settings = new LadderSettings(games, deal, DrawRules.STANDARD, seed, t, virtualDraws);
        SearchSettings championSearch = SearchSettings.parse(search);
        List<PlayerSpec> baselineSpecs = baselineSpecs();
        // Read the champions, then let the run's store go before the long part.
        List<LadderPlayer> champions;
        RunId runId;
        Path directory;
        OwnTree tree; // the run's own, where the ladder goes into the run: no link in it is followed
        try (RunView view = run.open()) {
            runId = view.location().runId();
            RunLayout layout = out != null ? null : view.location().directory().map(RunLayout::of)
                    .orElseThrow(() -> new IllegalArgumentException("run " + view.location().runId()
                            + " has no run directory here; give --out DIR"));
            directory = out != null ? out : layout.ladder();
            tree = out != null ? OwnTree.of(Files.createDirectories(out)) : layout.tree();
            tree.check(directory);
            LadderReport.checkWritable(directory);
            champions = RunChampions.load(view, maxChampions, championSearch);
        } catch (StorageException e) {
            throw new IOException(e.getMessage(), e);
        }
        List<LadderPlayer> players = new ArrayList<>();
        for (PlayerSpec baseline : baselineSpecs) {
            players.add(new LadderPlayer(baseline.name(), OptionalInt.empty(), baseline));
        }
        players.addAll(champions);
        if (players.size() < 2) {
            throw new IllegalArgumentException("a ladder needs two players; run " + runId
                    + " has one champion, so give a baseline");
        }
        int anchor = 0;
        for (int i = 0; i < players.size(); i++) {
            if (players.get(i).name().equals(RandomPlayer.NAME)) {
                anchor = i;
            }
        }

        PrintWriter printer = spec.commandLine().getOut();
        long total = Ladder.totalGames(players.size(), games);
        printer.printf(Locale.ROOT, "ladder of run %s: %d champions (generations %d to %d, search %s) and %d baselines; "
                        + "%d games a pair, %d games in all; %s openings, seed %d, %s%n",
                runId, champions.size(), champions.getFirst().generation().getAsInt(),
                champions.getLast().generation().getAsInt(), championSearch.describe(), baselineSpecs.size(), games,
                total, deal.describe(), seed, Figures.count(t, "thread"));
        printer.flush();
        long start = System.nanoTime();
        long step = Math.max(1, total / 10);
        LadderResult result = Ladder.play(players, anchor, 0, settings, done -> {
            if (done % step == 0 && done < total) {
                synchronized (printer) {
                    printer.printf(Locale.ROOT, "  %d of %d games%n", done, total);
                    printer.flush();
                }
            }
        });
        double seconds = (System.nanoTime() - start) / 1e9;

        printer.printf(Locale.ROOT, "%-16s %10s %8s %20s %7s %7s%n", "player", "generation", "Elo", "95% interval", "games",
                "score");
        for (LadderResult.Row row : result.rows()) {
            Rating r = row.rating();
            String interval = r.standardError() == 0 ? "(anchor)"
                    : String.format(Locale.ROOT, "%.0f to %.0f", r.low(), r.high());
            printer.printf(Locale.ROOT, "%-16s %10s %8.0f %20s %7d %6.1f%%%n", row.player().name(),
                    row.player().generation().isPresent() ? Integer.toString(row.player().generation().getAsInt()) : "-",
                    r.elo(), interval, row.games(), 100 * row.score());
        }
        List<Path> files = LadderReport.write(tree, directory, result, "Run " + runId + ": champions' Elo by generation");
        printer.printf(Locale.ROOT, "played %d games in %.1f s; wrote %s%n", total, seconds,
                String.join(", ", files.stream().map(Path::toString).toList()));
        printer.flush();
        return 0;
    }

    private List<PlayerSpec> baselineSpecs() throws IOException {
        List<PlayerSpec> specs = new ArrayList<>();
        if (baselines.size() == 1 && baselines.getFirst().strip().equals("none")) {
            return specs;
        }
        PlayerSpecParser parser = Agents.names();
        for (String name : baselines) {
            PlayerSpec baseline = parser.parse(name, null);
            if (specs.stream().anyMatch(s -> s.name().equals(baseline.name()))) {
                throw new IllegalArgumentException("baseline " + baseline.name() + " is given twice");
            }
            specs.add(baseline);
        }
        return specs;
    }
}
