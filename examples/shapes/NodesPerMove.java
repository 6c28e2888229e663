import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.search.AlphaBetaSearch;
import org.evodraughts.checkers.search.AlphaBetaSettings;
import org.evodraughts.checkers.search.SearchRequest;
import org.evodraughts.checkers.search.SearchResult;
import org.evodraughts.network.NetworkEvaluator;
import org.evodraughts.network.NetworkFile;

/**
 * Issue 59's equal-nodes bound: how many nodes each network's alpha-beta search visits in 100 ms
 * a move, so that a match can give a costly network the plateau's nodes (a work budget) and
 * bound what any faster evaluator of it (an incremental first layer) could win at equal time.
 * The six middle-game positions of NetworkSearchBenchmark (examples/shapes/middle-game.fen), six
 * rounds, the first a warm-up, the whole twice. Run from the repository root, after a build:
 *   "$(.ci/find-jdk)/bin/java" --add-modules=jdk.incubator.vector --class-path 'ga-engine/cli/target/lib/*' \
 *       examples/shapes/NodesPerMove.java examples/td-plateau.json FILE...
 */
public class NodesPerMove {
    public static void main(String[] args) throws Exception {
        List<String> middleGame = Files.readAllLines(Path.of("examples/shapes/middle-game.fen"));
        int rounds = 6;
        for (int pass = 0; pass < 2; pass++) { // the first pass also warms the JIT
            for (String file : args) {
                NetworkEvaluator evaluator = new NetworkEvaluator(NetworkFile.read(Path.of(file)).network());
                AlphaBetaSearch search = new AlphaBetaSearch(evaluator,
                        AlphaBetaSettings.depth(64).withTimeLimit(Duration.ofMillis(100)));
                long nodes = 0, depths = 0, n = 0;
                for (int r = 0; r < rounds; r++) {
                    for (String fen : middleGame) {
                        search.clear();
                        SearchResult result = search.search(SearchRequest.of(Fen.parse(fen)), new SplittableRandom(1));
                        if (r > 0) {
                            nodes += result.nodes();
                            depths += result.depth();
                            n++;
                        }
                    }
                }
                System.out.printf("pass %d %s: %.0f nodes a move, depth %.1f, cost %.3f%n", pass, file, (double) nodes / n,
                        (double) depths / n, evaluator.cost());
            }
        }
    }
}
