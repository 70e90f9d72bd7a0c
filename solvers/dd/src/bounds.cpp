// The generic engine's bounds (Solver in engine.hpp): quick and sure tricks, the end of a trick already decided,
// the avoider's escapes and forced take in penalty contracts, and the counted seat's bounds in business.  Each
// cut carries its proof and the ranks it rests on (win: what partition search must keep).
#include "engine.hpp"

#include <algorithm>
#include <cstring>
#include <cstdlib>

#include "bits.hpp"

namespace dd {

// How many of `cnt` side-suit winners of `seat`'s side in suit s survive the
// opponents' trumps: an opponent holding trumps ruffs once out of the suit, or at
// once where following suit is not compulsory.
int Solver::ruff_limit(int seat, int s, int cnt) const {
    const int me = R.side[seat];
    for (int q = 0; q < R.nseats; q++) {
        if (q == seat || R.side[q] == me || !h_[q][R.trump]) continue;
        const int l = R.follow ? popc(h_[q][s]) : 0;
        if (l < cnt) cnt = l;
    }
    return cnt;
}

// Sure tricks for the side of the leader, cashing masters from the leader's hand.
int Solver::quick_tricks(int seat, Mask* win) {
    const bool lone = lone_multipack(seat);
    if ((R.must_trump && !lone) || R.void_overtrump || R.count_min_side || (grouped_ && !lone)) return 0;
    for (int q = 0; q < R.nseats; q++)
        if (q != seat && R.side[q] != R.side[seat] && h_[q][JOKER] && !R.jokers_never_win && !R.joker_names)
            return 0;
    int qt = own_masters(seat, win);
    int bs = -1, bq = -1;
    const int best = partner_masters(seat, &bs, &bq);
    if (best > qt) {  // better: lead a small card at once to the partner's masters
        for (int s = 0; s < NSUIT; s++) win[s] = 0;
        add_tops(win + bs, h_[bq][bs], best);
        qt = best;
    }
    return qt;
}

// The top cnt cards of mask into *win (the ranks a count of masters rests on).
DD_INLINE void Solver::add_tops(Mask* win, Mask mask, int cnt) {
    for (int i = 0; i < cnt; i++) {
        const int b = topbit(mask);
        *win |= (Mask)(1u << b);
        mask &= (Mask)~(1u << b);
    }
}

// The masters seat cashes from the top of its own suits (less what the opponents' trumps and jokers take), with
// their ranks in win.  None in a side suit while a partner holding only trumps could be forced to ruff.
DD_INLINE int Solver::own_masters(int seat, Mask* win) const {
    const int T = R.trump;
    const int me = R.side[seat];
    bool only_trump_mate = false;
    if (T >= 0) {
        for (int q = 0; q < R.nseats; q++) {
            if (q == seat || R.side[q] != me) continue;
            bool other = false;
            for (int s = 0; s < 4; s++)
                if (s != T && h_[q][s]) other = true;
            if (!other && (h_[q][T] || h_[q][JOKER])) only_trump_mate = true;
        }
    }
    int qt = 0;
    for (int s = 0; s < 4; s++) {
        const Mask mine = h_[seat][s];
        if (!mine) continue;
        if (T >= 0 && s != T && only_trump_mate) continue;
        if (s == T && seat == R.no_trump_lead_seat) continue;
        Mask others = 0;
        for (int q = 0; q < R.nseats; q++)
            if (q != seat) others |= h_[q][s];
        Mask masters = others ? (Mask)(mine & above(topbit(others))) : mine;
        if (grouped_ && others) masters = (Mask)(mine & ~below(glo_[s][topbit(others)]));  // led, a tie wins
        int cnt = popc(masters);
        if (!cnt) continue;
        if (T >= 0 && s != T) cnt = ruff_limit(seat, s, cnt);
        cnt = joker_limit(seat, s, cnt);
        if (!cnt) continue;
        qt += cnt;
        add_tops(win + s, masters, cnt);  // the top `cnt` cards of the suit matter
    }
    return qt;
}

// The most masters a partner of seat cashes after seat leads a small card of the suit to them (*bs the suit, *bq
// the partner).
DD_INLINE int Solver::partner_masters(int seat, int* bs, int* bq) const {
    const int T = R.trump;
    int best = 0;
    for (int s = 0; s < 4; s++) {
        if (!h_[seat][s]) continue;
        if (s == T && seat == R.no_trump_lead_seat) continue;
        for (int q = 0; q < R.nseats; q++) {
            if (q == seat || R.side[q] != R.side[seat] || !h_[q][s]) continue;
            Mask others = 0;
            for (int o = 0; o < R.nseats; o++)
                if (o != q) others |= h_[o][s];
            int cnt = popc(h_[q][s] & above(topbit(others)));
            if (!cnt) continue;
            if (T >= 0 && s != T) cnt = ruff_limit(seat, s, cnt);
            cnt = joker_limit(seat, s, cnt);
            if (cnt > best) {
                best = cnt;
                *bs = s;
                *bq = q;
            }
        }
    }
    return best;
}

// Whether no seat still to play to the trick can beat its winning card wc: a seat that follows can beat it
// only with a higher card of its suit, a seat void in the led suit (or free of following) with a higher card of
// its suit or, wc not a trump, any trump; jokers beat anything.
bool Solver::trick_decided(const PCard& wc) const {
    const int T = R.trump, led = trick_[0].esuit;
    const Mask over = wc.esuit < 4 ? above(wc.ebit) : 0;
    for (int i = nplayed_; i < R.nseats; i++) {
        const Mask* H = h_[(leader_ + i) % R.nseats];
        // a joker named as any card goes only to a trick whose led suit its holder lacks (J2)
        if (H[JOKER] && !(R.joker_names && R.follow && H[led])) return false;
        if (R.follow && H[led]) {
            if (led == wc.esuit && (H[led] & over)) return false;
            continue;
        }
        if (wc.esuit < 4 && (H[wc.esuit] & over)) return false;
        if (T >= 0 && wc.esuit != T && H[T]) return false;
    }
    return true;
}

// Bounds inside a trick (1 the max side reaches target, 0 it cannot, -1 unknown), for objectives whose points
// are never negative.  (a) The value from here is at most remaining_points(): the points in the hands, on the
// table and in the tricks' own points and bonuses still to come.  (b) Once the trick's winner is decided
// (trick_decided), the points already in the trick (its cards on the table, its own points and bonuses) go to
// that seat whatever else is played: the value is at least those points if the winner counts for the max side,
// else at most remaining_points() less them.  The decision rests on the winning card outranking what the seats
// still to play hold in its suit: that card is a relevant rank for partition search.
int Solver::trick_bound(int target, Mask* win) {
    if (target <= 0) return 1;
    const int rem = remaining_points();
    if (target > rem) return 0;
    const PCard& wc = trick_[trick_winner()];
    if (!trick_decided(wc)) return -1;
    const int pts = trick_points_now(tricks_left() - 1);
    const bool gain = counted(wc.seat);
    if (gain ? pts < target : rem - pts >= target) return -1;
    win[wc.suit] |= (Mask)(1u << wc.bit);
    if (joker_fields_) keep_winning_naming(win, trick_winner(), true);  // a joker's name decided it
    stats.trick_cuts++;
    return gain ? 1 : 0;
}

// The seat of the lone avoider (penalties: one seat on the side the points count for), where avoider_escapes and
// avoider_masters_bound apply: no trump, following compulsory, no equal cards, no duty to head, no jokers (equal
// cards tie, heading forces the avoider over the led card, jokers: outside their proofs).  Else -1.
int Solver::lone_avoider() const {
    if (R.trump >= 0 || !R.follow || grouped_ || R.must_head || R.jokers_never_win) return -1;
    int avoider = -1;
    for (int q = 0; q < R.nseats; q++) {
        if (h_[q][JOKER]) return -1;
        if (!R.side[q]) continue;
        if (avoider >= 0) return -1;
        avoider = q;
    }
    return avoider;
}

// The avoider's sure escapes (penalties with one avoider, no trump, no jokers).  If in every suit the avoider's
// cards and the loaders' cards, each sorted low to high, pair off with the avoider's j-th card below the loaders'
// j-th (a_j < l_j for every j up to the shorter count) and a loader is to lead, the avoider wins no further trick
// and the loaders take every point still in play (the value is remaining_points(), at least any target asked).
// Proof: let the avoider follow a led suit with its highest card below the led card and, void, discard the
// highest card of any suit.  The pairing survives every trick: removing a loaders' card l_t only raises the
// loaders' j-th card; the led card l_t leaves together with the avoider's a_r, the highest below it (r >= t,
// as a_t < l_t), and then a'_j = a_j < l_j = l'_j (j < t), a'_j = a_j < a_r < l_t <= l_(j+1) = l'_j
// (t <= j < r), a'_j = a_(j+1) < l_(j+1) = l'_j (j >= r); discarding the avoider's highest card of a suit drops
// only its last index.  So whenever a loader leads a suit the avoider holds, a lower card is at hand
// (a_1 < l_1 <= the led card), every trick goes to a loader, and the avoider never leads.
// With the avoider to lead: a card c it may lead (banned_lead), of a suit in which some loader holds only higher
// cards, loses the trick (that loader must beat it); if the pairing holds without c, the loaders' cards leaving
// that trick keep it and the loader who wins leads on as above.
// The cut rests on every rank of every suit both sides hold (and of c's suit): partition search keeps them.
bool Solver::avoider_escapes(Mask* win) const {
    const int avoider = lone_avoider();
    if (avoider < 0) return false;
    Mask mine[4], theirs[4] = {0, 0, 0, 0};
    for (int s = 0; s < 4; s++) {
        mine[s] = h_[avoider][s];
        for (int q = 0; q < R.nseats; q++)
            if (q != avoider) theirs[s] |= h_[q][s];
    }
    if (leader_ != avoider) return escape_pairing(mine, theirs, win);
    bool other_than_banned = false;  // R.banned_lead may not be led while the avoider holds another suit
    for (int s = 0; s < 4; s++)
        if (s != R.banned_lead && mine[s]) other_than_banned = true;
    for (int s = 0; s < 4; s++) {
        if (s == R.banned_lead && other_than_banned) continue;
        int forced = -1;  // the highest lowest card of a loader holding the suit: below it a lead must lose
        for (int q = 0; q < R.nseats; q++)
            if (q != avoider && h_[q][s]) forced = std::max(forced, lowbit(h_[q][s]));
        const Mask held = mine[s];
        for (uint32_t m = forced > 0 ? held & below(forced) : 0; m; m &= m - 1) {
            mine[s] = (Mask)(held & ~(1u << lowbit(m)));
            const bool ok = escape_pairing(mine, theirs, win);
            mine[s] = held;
            if (ok) {
                win[s] = (Mask)(held | theirs[s]);
                return true;
            }
        }
    }
    return false;
}

// The avoider's forced take (penalties with one avoider, no trump, no jokers, the preconditions of
// avoider_escapes): an upper bound on the value from a trick start (what the loaders still take), or UNKNOWN.
// It applies when every card the avoider holds is a master (above every loader's card of its suit).
// Proof: a master the avoider leads wins (no trump, nobody else holds a higher card of the suit), and so does a
// master it plays to a trick of its suit; the loaders' cards only leave, so its cards stay masters.  With the
// avoider to lead it therefore wins every trick left, whatever it leads (banned_lead only narrows which): the
// loaders take nothing, the value is 0.  A loader to lead holding a suit the avoider holds may lead it (a bound
// may fix the loaders' play: they minimise; banned_lead respected): the avoider wins that trick and every one
// after it, the value is 0.
// Otherwise, whatever anybody plays, the loaders win a trick only while they lead a suit the avoider is void in
// at that moment (it discards); the first trick of a suit it holds it wins, and every trick after that.  Say the
// loaders win T tricks so: the avoider discards T cards, among them every card of the suits E it empties on the
// way, and each of the T tricks is led with a loaders' card of a suit void from the start (V of them in all) or
// of a suit of E.  So sum over E of its lengths <= T <= V + the loaders' cards of E's suits: with tricks counted
// T is at most the largest V + loaders(E) over the sets E of held suits meeting that condition (E empty
// included), and at most the tricks left.
// The proof reads suit lengths and, in each suit the avoider holds, that its lowest card is above the loaders':
// that card is the relevant rank (an entry keeps every card from it up, all the avoider's).
int Solver::avoider_masters_bound(Mask* win) const {
    constexpr int UNKNOWN = 1 << 30;
    const int avoider = lone_avoider();
    if (avoider < 0) return UNKNOWN;
    int voids = 0;  // V: the loaders' cards of the suits the avoider lacks
    int mine_len[4] = {0, 0, 0, 0}, their_len[4] = {0, 0, 0, 0};
    Mask lowest[4] = {0, 0, 0, 0};
    int held = 0;  // bit s: the avoider holds suit s
    for (int s = 0; s < 4; s++) {
        const Mask mine = h_[avoider][s];
        Mask theirs = 0;
        for (int q = 0; q < R.nseats; q++)
            if (q != avoider) theirs |= h_[q][s];
        if (mine) held |= 1 << s;
        if (!mine) {
            voids += popc(theirs);
            continue;
        }
        if (theirs && lowbit(mine) < topbit(theirs)) return UNKNOWN;
        lowest[s] = (Mask)(mine & (0u - mine));
        mine_len[s] = popc(mine);
        their_len[s] = popc(theirs);
    }
    bool leads_held = leader_ == avoider;  // the leader may lead a suit the avoider holds
    bool only_banned = true;                // the leader holds nothing but the banned suit (then he may lead it)
    for (int s = 0; s < 4; s++) only_banned = only_banned && (s == R.banned_lead || !h_[leader_][s]);
    for (int s = 0; s < 4; s++)
        if (h_[leader_][s] && (held >> s & 1) && (s != R.banned_lead || only_banned)) leads_held = true;
    int bound = 0;
    if (!leads_held) {
        if (!R.tricks_only) return UNKNOWN;
        for (int e = 0; e < 16 && voids; e++) {  // the sets E of held suits the avoider could empty
            int emptied = 0, supply = voids;
            for (int s = 0; s < 4; s++)
                if (e >> s & 1) emptied += mine_len[s], supply += their_len[s];
            if ((e & ~held) == 0 && emptied <= supply) bound = std::max(bound, supply);
        }
        bound = std::min(bound, tricks_left());
    }
    for (int s = 0; s < 4; s++) win[s] = lowest[s];
    return bound;
}

// avoider_escapes' pairing in every suit; on success win holds the suits both sides hold (a suit one side lacks
// decides nothing).
bool Solver::escape_pairing(const Mask* mine, const Mask* theirs, Mask* win) const {
    for (int s = 0; s < 4; s++)
        for (Mask a = mine[s], l = theirs[s]; a && l; a &= (Mask)(a - 1), l &= (Mask)(l - 1))
            if (lowbit(a) > lowbit(l)) return false;
    // The avoider's cards below every loader's card of the suit pair off whatever their ranks: a table entry may
    // forget them (the forgotten cards of the suit are then all the avoider's, as many as here).
    for (int s = 0; s < 4; s++)
        win[s] = mine[s] && theirs[s] ? (Mask)((mine[s] | theirs[s]) & ~below(lowbit(theirs[s]))) : 0;
    return true;
}

// Business's objective: one point a trick won by the counted seat plus the end bonus, nothing else (no card
// points, no declarations, no trick bonuses).
bool Solver::counted_tricks_objective() const {
    return dynamic_ && !R.declarations && R.trick_points == 1 && abstract_rules_ok();
}

// Upper bound at a trick start led by the min side, for counted_tricks_objective: the leader's side cashes
// qt = quick_tricks() tricks in a row (masters that survive the max side's ruffs, each trump holder following
// suit while it lasts, as in the tricks-only bound).  Through those tricks no max seat leads, so the trump
// cannot change, no role swaps and no catch happens; the counted seat wins none of them.  So the value from
// here is at most (tl - qt) + end_bonus: the tricks left after them plus the bonus of a normal end (a catch
// only removes it).  If that is below target the max side cannot reach it.  The masters are relevant ranks.
bool Solver::opponents_sure_tricks_cut(int target, int tl, Mask* win) {
    Mask qw[NSUIT] = {0, 0, 0, 0, 0};
    const int qt = quick_tricks(leader_, qw);
    if (qt <= 0 || tl - qt + R.end_bonus >= target) return false;
    for (int s = 0; s < NSUIT; s++) win[s] = qw[s];
    stats.qt_cuts++;
    return true;
}

// Upper bound at any trick start once the change is spent (the trump and the counted seat fixed): the highest
// trumps left down to the counted seat's first, c1 > ... > cm, are all the other seats'.  A trick holding one of
// them is won by another seat (its highest trump is one of them: every higher trump is among them too).  A seat
// plays one card a trick, so a seat holding j of them needs j different tricks: the counted seat loses at least
// the largest such j of the tricks left, and the value is at most tl - j + end_bonus (a catch only removes the
// bonus).  Those trumps are relevant ranks.
bool Solver::others_top_trumps_cut(int target, int tl, Mask* win) {
    const int T = R.trump, me = R.count_seat;
    if (change_left_ || change_pending_ || T < 0 || me < 0 || jokers_in_hands()) return false;
    Mask all = 0;
    for (int p = 0; p < R.nseats; p++) all |= h_[p][T];
    int held[MAXSEATS] = {0, 0, 0, 0, 0, 0}, most = 0;
    Mask bits = 0;
    for (; all && !(h_[me][T] & (1u << topbit(all))); all &= (Mask)~(1u << topbit(all))) {
        int owner = 0;
        while (!(h_[owner][T] & (1u << topbit(all)))) owner++;
        most = std::max(most, ++held[owner]);
        bits |= (Mask)(1u << topbit(all));
    }
    if (most == 0 || tl - most + R.end_bonus >= target) return false;
    for (int su = 0; su < NSUIT; su++) win[su] = 0;
    win[T] = bits;
    stats.qt_cuts++;
    return true;
}

// Whether the play surely ends normally (earning end_bonus): no change is left or pending, so the trump and
// the seat that may not lead it stay as they are, and that seat holds no trump; cards never enter a hand, so it
// never holds only trumps at a lead: no catch.  Tricks add nothing negative, so the value is at least end_bonus.
bool Solver::never_caught() const {
    if (!R.caught_ends) return true;
    if (change_left_ || change_pending_) return false;
    if (R.trump < 0 || R.no_trump_lead_seat < 0) return true;  // is_caught needs both
    return h_[R.no_trump_lead_seat][R.trump] == 0;
}

// Whether the play surely ends normally, the change still left included (checked after is_caught, so the
// seat to lead is not caught now).  Strategy: never change but when the no_trump_lead_seat must lead holding
// only trumps (then a change is his only move: is_caught says he is not caught while it is left, and he leads
// only after winning a trick, the deal's first lead being this node's); name a suit s != trump that the seat
// taking the role then holds none of.  Alone (no swap_seat) he holds only old trumps then, so any s will do; with
// a Banker (swap_seat) the Banker takes the role and a suit he is void in now stays void (cards never enter a
// hand).  From then on the role's seat holds no trump and nothing changes any more: never_caught.  Before the
// change no catch happens (is_caught needs no change left).  And if that seat holds no trump now, it is never
// forced (it never holds only trumps: the trump stays while nobody changes), so the change is never needed.
// The proof reads suit lengths and flags only.
bool Solver::normal_end_sure() const {
    if (never_caught()) return true;
    if (!R.trump_change || !change_left_ || change_pending_ || R.trump < 0) return false;
    if (R.swap_seat < 0 || !h_[R.no_trump_lead_seat][R.trump]) return true;
    for (int s = 0; s < 4; s++)
        if (s != R.trump && !h_[R.swap_seat][s]) return true;
    return false;
}

// Lower bound at a trick start led by the counted seat (counted_tricks_objective), once a normal end is sure
// (normal_end_sure): the seat cashes its own masters of suits it may lead, each suit as many times as every
// opponent holding a trump follows it (ruff_limit; the partner, free not to trump, discards), as the first loop
// of quick_tricks counts; a partner holding nothing but trumps would have to ruff (the trick would not count):
// then nothing is counted.  The seat leads every one of those tricks and does not change, so the trump, the roles
// and normal_end_sure stay (a void stays a void); the strategy that ends normally then goes on.  So the value is
// at least end_bonus + qt.  The masters are relevant ranks; the ruffers' lengths are in the key.
int Solver::counted_quick_tricks(Mask* win) const {
    const int seat = leader_, T = R.trump;
    if (R.must_trump || !R.follow || seat != R.count_seat) return 0;
    for (int q = 0; q < R.nseats; q++) {
        if (h_[q][JOKER]) return 0;  // a joker beats anything
        if (q == seat || R.side[q] != R.side[seat] || T < 0 || !h_[q][T]) continue;
        bool other = false;
        for (int su = 0; su < 4; su++) other = other || (su != T && h_[q][su]);
        if (!other) return 0;
    }
    int qt = 0;
    for (int su = 0; su < 4; su++) {
        if (!h_[seat][su] || (su == T && seat == R.no_trump_lead_seat)) continue;
        Mask others = 0;
        for (int q = 0; q < R.nseats; q++)
            if (q != seat) others |= h_[q][su];
        Mask masters = others ? (Mask)(h_[seat][su] & above(topbit(others))) : h_[seat][su];
        int cnt = popc(masters);
        if (cnt && T >= 0 && su != T) cnt = ruff_limit(seat, su, cnt);
        for (int i = 0; i < cnt; i++) {
            win[su] |= (Mask)(1u << topbit(masters));
            masters &= (Mask)~(1u << topbit(masters));
        }
        qt += cnt;
    }
    return qt;
}

// Tricks the counted seat surely wins in a play that ends normally by normal_end_sure's strategy (the caller
// checks it): its quick tricks at its own lead (counted_quick_tricks), else 1 when it keeps the top trump with
// the change still left (top_trump_before_change).  The ranks it rests on go into win.
int Solver::counted_sure_tricks(Mask* win) const {
    const int qt = leader_ == R.count_seat ? counted_quick_tricks(win) : 0;
    if (qt > 0) return qt;
    if (joker_trick_sure()) {
        // the cut reads whether the top name is a live card, and whose: the top live trump and the gap above it
        Mask all = 0;
        for (int p = 0; p < R.nseats; p++) all |= h_[p][R.trump];
        win[R.trump] |= all ? (Mask)(1u << topbit(all)) : (Mask)1;
        return 1;
    }
    if (!top_trump_before_change()) return qt;
    Mask all = 0;
    for (int p = 0; p < R.nseats; p++) all |= h_[p][R.trump];
    win[R.trump] |= (Mask)(1u << topbit(all));
    return 1;
}

// The counted seat, which is the seat that may not lead trumps, holds the highest trump left, the change is still
// left, and it is not to lead now holding only trumps.  Then with normal_end_sure's strategy (change only when
// forced) it wins a trick from here: either it is never forced, the trump never changes, every card is played
// and the top trump wins its trick; or it is forced at a later lead, which it has because it won the trick
// before (it leads only after winning one, the deal's first lead being this node's, and then not all trumps),
// a trick it won holding the role (with a Banker the roles swap only at the change).
bool Solver::top_trump_before_change() const {
    const int me = R.count_seat, T = R.trump;
    if (!R.trump_change || !change_left_ || change_pending_ || T < 0 || me < 0 || me != R.no_trump_lead_seat ||
        jokers_in_hands())
        return false;
    Mask all = 0;
    for (int p = 0; p < R.nseats; p++) all |= h_[p][T];
    if (!(h_[me][T] & all) || !(h_[me][T] & (1u << topbit(all)))) return false;
    if (leader_ != me) return true;
    for (int su = 0; su < NSUIT; su++)
        if (su != T && h_[me][su]) return true;
    return false;
}

// Jokers named as any card (business): the counted seat, which is the seat that may not lead trumps, holds more
// "top cards" than the other seats hold "killers", the trump is not being named now, and the seat is not to lead
// now without a card of another suit (a joker leads only as the last card, J1).  Its top cards: each joker it
// holds (named, when played, as the top trump card: J3 restricts only a leading Declarer, and a follower plays a
// joker when void of the led suit, J2, so at the latest as its last cards) and the highest trump left if it holds
// it.  The killers: every joker another seat holds, and the top trump card (the highest name a joker may take)
// if another seat holds it.  With normal_end_sure's strategy (the caller checks it: change only when forced) it
// wins a trick from here.  It never leads again but after winning a trick (this node's lead, if its own, is a
// card of another suit), so it is never forced to change and the trump stays while it has won nothing.  In a play
// that ends normally it plays every card, so each top card goes to a trick of its own.  A top card that loses
// its trick loses it to a killer played to the same trick: nothing outranks the highest trump left but a joker
// (named higher, or named the same and played earlier, BIZ-9), and nothing outranks a joker named the top trump
// card but an equal card played earlier, that card or another joker.  A killer is one card, played to one trick,
// so with more top cards than killers one top card wins its trick.  A trick won is won holding the role (the roles
// swap only at the change).  The cut reads whose the highest trump left is and whether it is the top trump card
// (the gap above it): those are what it rests on (win); the jokers' holders are in the key.
bool Solver::joker_trick_sure() const {
    const int me = R.count_seat, T = R.trump;
    if (!R.joker_names || change_pending_ || T < 0 || me < 0 || me != R.no_trump_lead_seat) return false;
    Mask all = 0;
    for (int p = 0; p < R.nseats; p++) all |= h_[p][T];
    const Mask top = (Mask)(1u << topbit(R.joker_names));
    int tops = popc(h_[me][JOKER]) + (all && (h_[me][T] & (1u << topbit(all))) ? 1 : 0), killers = 0;
    for (int q = 0; q < R.nseats; q++)
        if (q != me) killers += popc(h_[q][JOKER]) + ((h_[q][T] & top) ? 1 : 0);
    bool lead = leader_ != me;
    for (int su = 0; su < 4; su++) lead = lead || (su != T && h_[me][su]);
    return lead && (tops > killers || joker_void_trick());
}

// The counted seat (as joker_trick_sure: the seat that may not lead trumps, normal_end_sure's strategy, not to
// lead now without a card of another suit) holds a joker, and it surely has a trick before the last in which it
// is void of the led suit and no "spoiler" was played before it: it plays the joker there, named as the top
// trump card, and wins that trick (nothing played after it outranks that name; an equal card wins only when
// played earlier, BIZ-9).  Spoilers, the cards that may take the top trump's name before it in a trick: the top
// trump card in another hand, and the jokers of the other seats but its left-hand neighbour.  That seat plays
// before it only when leading, and leads a joker only as its last card (J1; no hand holds both jokers), so at
// the last trick.  Each spoiler is one card: it spoils one trick.  Until the counted seat wins a trick it leads
// no other than this one (the deal's first lead is this node's), so the tricks before the last are led by
// regular cards of the other seats (a joker leads only at the last trick), each led in a suit its leader holds,
// and every seat holding that suit follows it (R.follow).  So a suit s is led in at most M_s of them (M_s: the
// most cards of s another seat holds now), and the counted seat follows suit (is not void) in at most
// min(d_s, M_s) of them (d_s: its cards of s; a card it discards only lowers d_s).  When it leads now, in a suit
// s0 of its choice (not the trump), that trick is not one it is void in, and after it d_s0 and M_s0 are one
// less.  So with t tricks left it is void in at least (t - 1) - sum min(d_s, M_s) of the tricks before the last
// (not counting its own lead): when that exceeds the spoilers, one of them is unspoiled.  The cut reads the suit
// lengths and the jokers' holders (in the key) and whether the top trump card is in another hand (the caller
// keeps the top live trump and the gap above it in win).
bool Solver::joker_void_trick() const {
    const int me = R.count_seat, T = R.trump, n = R.nseats;
    if (!R.follow || !h_[me][JOKER]) return false;
    const int lho = (me + 1) % n;
    const Mask top = (Mask)(1u << topbit(R.joker_names));
    int spoilers = 0, longest[4] = {0, 0, 0, 0};
    for (int q = 0; q < n; q++) {
        if (q == me) continue;
        if (q != lho) spoilers += popc(h_[q][JOKER]);
        if (h_[q][T] & top) spoilers++;
        for (int s = 0; s < 4; s++) longest[s] = std::max(longest[s], popc(h_[q][s]));
    }
    int follows = 0;
    for (int s = 0; s < 4; s++) follows += std::min(popc(h_[me][s]), longest[s]);
    int tricks = tricks_left() - 1;  // the tricks before the last
    if (leader_ == me) {  // its lead: the best suit s0 to lead, one trick fewer to be void in
        int gain = 0;  // follows less min(d - 1, M - 1) for s0
        for (int s = 0; s < 4; s++) {
            if (s == T || !h_[me][s]) continue;
            const int d = popc(h_[me][s]), m = longest[s];
            gain = std::max(gain, std::min(d, m) - std::min(d - 1, std::max(m - 1, 0)));
        }
        follows -= gain;
        tricks--;
    }
    return tricks - follows > spoilers;
}

// The counted seat's top trumps in sequence (the k highest trumps left are all his; their bits in *bits), once
// the change is spent (the trump and the counted seat are fixed for the rest of the play).  Each of them is
// the highest trump of the trick it is played to (every higher trump is his own, and he plays one card a
// trick), so it wins that trick for the counted seat: a play that ends normally (every card played) is worth
// at least end_bonus + k.  0 when the change may still come.
int Solver::counted_top_trumps(Mask* bits) const {
    *bits = 0;
    if (R.trump < 0 || R.count_seat < 0 || change_left_ || change_pending_ || jokers_in_hands()) return 0;
    Mask all = 0;
    for (int p = 0; p < R.nseats; p++) all |= h_[p][R.trump];
    const Mask mine = h_[R.count_seat][R.trump];
    int k = 0;
    for (; all && (mine & (1u << topbit(all))); k++) {
        *bits |= (Mask)(1u << topbit(all));
        all &= (Mask)~(1u << topbit(all));
    }
    return k;
}

// The top-trump bounds (others_top_trumps_cut, top_trump_before_change, counted_top_trumps) assume the highest
// trump left wins its trick.  A joker named as any card breaks that: named as the same trump and played earlier
// in the trick it wins (BIZ-9), named as a higher trump already played it wins outright.  So while any joker is
// still in a hand those bounds stay off.
bool Solver::jokers_in_hands() const {
    for (int q = 0; q < R.nseats; q++)
        if (h_[q][JOKER]) return true;
    return false;
}

// quick_tricks with jokers named as any card: an opponent holding one beats a master of suit s (any suit, the
// trump too: named a higher trump) only once void of s (J2: he follows while he can), so of cnt masters cashed
// in a row at most his length in s are sure, as for a ruffer in ruff_limit.  Without such jokers: cnt.
int Solver::joker_limit(int seat, int s, int cnt) const {
    if (!R.joker_names) return cnt;
    for (int q = 0; q < R.nseats; q++) {
        if (q == seat || R.side[q] == R.side[seat] || !h_[q][JOKER]) continue;
        const int l = R.follow ? popc(h_[q][s]) : 0;
        if (l < cnt) cnt = l;
    }
    return cnt;
}


// The bounds at a trick start with two tricks or more left, after the table (start_cut): CUT_TRUE or CUT_FALSE
// with the ranks the cut rests on in win, or CUT_NONE (win may hold anything then: the search overwrites it).
int Solver::start_bounds(int target, int tl, Mask* win) {
    if (R.count_min_side && avoider_escapes(win)) {
        stats.escape_cuts++;
        return CUT_TRUE;
    }
    if (R.count_min_side && target > avoider_masters_bound(win)) {
        stats.forced_cuts++;
        return CUT_FALSE;
    }
    if (!R.tricks_only && counted_tricks_) return counted_seat_cut(target, tl, win);
    if (R.tricks_only) return quick_tricks_cut(target, tl, win);
    return CUT_NONE;
}

// The counted seat's bounds (business): a sure normal end, the opponents' sure tricks, the others' top trumps,
// the counted seat's sure tricks.
DD_INLINE int Solver::counted_seat_cut(int target, int tl, Mask* win) {
    if (target <= R.end_bonus && normal_end_sure()) {
        stats.qt_cuts++;
        return CUT_TRUE;  // win stays empty: the cut rests on suit lengths and flags, both in the key
    }
    if (!R.side[leader_] && opponents_sure_tricks_cut(target, tl, win)) return CUT_FALSE;
    if (others_top_trumps_cut(target, tl, win)) return CUT_FALSE;
    if (target > R.end_bonus && normal_end_sure()) {
        Mask qw[NSUIT] = {0, 0, 0, 0, 0};
        if (R.end_bonus + counted_sure_tricks(qw) >= target) {
            for (int su = 0; su < NSUIT; su++) win[su] = qw[su];
            stats.qt_cuts++;
            return CUT_TRUE;
        }
    }
    return CUT_NONE;
}

// Tricks alone: the leader's quick tricks reach the target (its side to move) or leave too few for it.
DD_INLINE int Solver::quick_tricks_cut(int target, int tl, Mask* win) {
    Mask qw[NSUIT] = {0, 0, 0, 0, 0};
    const int qt = quick_tricks(leader_, qw);
    if (qt <= 0) return CUT_NONE;
    const bool cut = R.side[leader_] ? qt >= target : tl - qt < target;
    if (!cut) return CUT_NONE;
    for (int s = 0; s < NSUIT; s++) win[s] = qw[s];
    stats.qt_cuts++;
    return R.side[leader_] ? CUT_TRUE : CUT_FALSE;
}

}  // namespace dd
