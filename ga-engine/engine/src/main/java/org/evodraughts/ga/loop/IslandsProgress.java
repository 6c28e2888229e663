package org.evodraughts.ga.loop;

import org.evodraughts.ga.fitness.TrainingProgress;
import org.evodraughts.ga.tournament.TournamentProgress;

/**
 * A generation's island tournaments, which run side by side, shown as one tournament to the
 * run's progress display (which, like a progress bar, follows one tournament at a time): the
 * first island's start opens it with every island's games (the islands' tournaments have the
 * same schedule, so as many games each), and it ends once every island's has ended, or with the
 * generation ({@link #generationEnded}: a failure or a stop may leave an island's tournament
 * unplayed). The islands' self-play trainings are shown as one training the same way (each
 * island trains as many trainees as the others, with as many games). Thread-safe: the islands'
 * threads start and end their tournaments and trainings, the game threads end games.
 */
final class IslandsProgress implements TournamentProgress, TrainingProgress {
    private final TournamentProgress shown;
    private final TrainingProgress shownTraining;
    private final int islands;
    private boolean open;
    private int ended;
    private boolean training;
    private int trainingsEnded;

    /** Shows the tournaments of {@code islands} islands on {@code shown}, and their trainings on {@code shownTraining}. */
    IslandsProgress(TournamentProgress shown, TrainingProgress shownTraining, int islands) {
        this.shown = shown;
        this.shownTraining = shownTraining;
        this.islands = islands;
    }

    @Override
    public synchronized void started(int generation, int games) {
        if (!open) {
            open = true;
            ended = 0;
            shown.started(generation, games * islands);
        }
    }

    @Override
    public void gameEnded() {
        shown.gameEnded();
    }

    @Override
    public synchronized void ended() {
        if (open && ++ended == islands) {
            close();
        }
    }

    @Override
    public synchronized void trainingStarted(int generation, int trainees, long games) {
        if (!training) {
            training = true;
            trainingsEnded = 0;
            shownTraining.trainingStarted(generation, trainees * islands, games * islands);
        }
    }

    @Override
    public void gamesPlayed(int games) {
        shownTraining.gamesPlayed(games);
    }

    @Override
    public synchronized void trainingEnded() {
        if (training && ++trainingsEnded == islands) {
            closeTraining();
        }
    }

    /** The generation is over, made or dropped: its tournament and its training end if they have not. */
    synchronized void generationEnded() {
        if (open) {
            close();
        }
        if (training) {
            closeTraining();
        }
    }

    private void close() {
        open = false;
        shown.ended();
    }

    private void closeTraining() {
        training = false;
        shownTraining.trainingEnded();
    }
}
