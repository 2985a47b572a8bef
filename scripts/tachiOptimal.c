// Tâchi at a table of two: the exact best play against the random player (bots.ts `randomMove`),
// by value iteration over every position (each player's two pawns: off the board, steps 0 … 74,
// the tachi; 3,003 pairs a player, × 2 for who rolls next: 18 million positions). Built and run
// by scripts/tachiOptimal.ts (which writes the circuits into scratch/tachiPaths.h from board.ts and
// checks this file's move generator against game.ts's `legalMoves`); not part of the app.
//
// V[position] is the chance that South, playing best, beats North, playing each distinct legal
// move (as legalMoves dedupes them) with the same chance. Every value starts at 1 and each
// Gauss-Seidel sweep applies the Bellman operator (South: the best move; North: the mean over its
// moves; no move: the turn passes, or the same player again after a double, rule 3; the two
// players' "no move" loops on one position solved exactly as a 2 × 2 system). The operator is
// monotone and V₀ = 1 is above the fixed point, so every sweep's value of the first position is an
// upper bound on what any player (any bot) can win against the random player, falling towards it.
//
// Usage: tachiOptimal <long|six> <sweeps> <out.bin>   (prints each sweep's bound)
//        tachiOptimal check                         (reads positions on stdin, prints the outcomes)
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "tachiPaths.h"
#define NP 77            // places: 0 OUT, 1..75 steps 0..74, 76 tachi
#define NPAIR 3003
#define WAIT 74
#define TACHI 78
static float *V;         // V[(pa*NPAIR+pb)*2+t]
static int pairIdx[NP][NP];
static int pairA[NPAIR], pairB[NPAIR];
static int stepOn[2][81];        // [seat 0 south,1 north][square] -> step
static int sqOf[2][79];
static int capStep[2][NP];       // [capturer seat][opp place] -> step on capturer circuit, -1 none
static int kattiBlock[2][NP];    // [player seat][opp place] -> 1 if opp place is player's katti
static int place(int code){ return code==0?-1: code==76?78: code-1; }
static int code(int pl){ return pl==-1?0: pl==78?76: pl+1; }
static int advance(int from,int n){ if(from<0||from>=WAIT) return -2; int t=from+n; return t>WAIT?WAIT:t; }
static int nr; static int rolls[36][2]; static double rw[36];
// generate distinct results for mover with pawns (x0,x1) vs opp (y0,y1). seat ms (0 south/1 north). out: result (mx0,mx1,oy0,oy1) codes
static int gen(int ms,int x0,int x1,int y0,int y1,int d0,int d1,int res[][4]){
  int os=1-ms; int n=0;
  int cand[8][2][3]; int nc=0; int nst[8];
  int px[2]={place(x0),place(x1)};
  if(d0==4&&d1==4){ int k=0; for(int i=0;i<2;i++) if(px[i]==WAIT){cand[nc][k][0]=i;cand[nc][k][1]=WAIT;cand[nc][k][2]=TACHI;k++;} if(k){nst[nc]=k;nc++;} }
  if(d0==1&&d1==1 && !kattiBlock[ms][y0] && !kattiBlock[ms][y1]){ for(int i=0;i<2;i++) if(px[i]==-1){cand[nc][0][0]=i;cand[nc][0][1]=-1;cand[nc][0][2]=0;nst[nc]=1;nc++;break;} }
  for(int i=0;i<2;i++){ int t=advance(px[i],d0+d1); if(t!=-2){cand[nc][0][0]=i;cand[nc][0][1]=px[i];cand[nc][0][2]=t;nst[nc]=1;nc++;} }
  int ords = d0==d1?1:2;
  for(int o=0;o<ords;o++){ int a=o?d1:d0,b=o?d0:d1; int t0=advance(px[0],a),t1=advance(px[1],b);
    if(t0!=-2&&t1!=-2){cand[nc][0][0]=0;cand[nc][0][1]=px[0];cand[nc][0][2]=t0;cand[nc][1][0]=1;cand[nc][1][1]=px[1];cand[nc][1][2]=t1;nst[nc]=2;nc++;} }
  int ys[2]={y0,y1};
  for(int c=0;c<nc;c++){
    int nx[2]={px[0],px[1]}; int ny[2]={y0,y1};
    for(int k=0;k<nst[c];k++) nx[cand[c][k][0]]=cand[c][k][2];
    for(int j=0;j<2;j++){ int st=capStep[ms][ys[j]]; if(st<0) continue;
      for(int k=0;k<nst[c];k++){ int f=cand[c][k][1],t=cand[c][k][2]; if(f!=-1 && st>f && st<=t){ ny[j]=0; break; } } }
    int r0=code(nx[0]),r1=code(nx[1]);
    int dup=0; for(int q=0;q<n;q++){ if(((res[q][0]==r0&&res[q][1]==r1)||(res[q][0]==r1&&res[q][1]==r0)) && ((res[q][2]==ny[0]&&res[q][3]==ny[1]))) {dup=1;break;} }
    if(!dup){res[n][0]=r0;res[n][1]=r1;res[n][2]=ny[0];res[n][3]=ny[1];n++;}
  }
  return n;
}
static inline float val(int a0,int a1,int b0,int b1,int t){
  if(a0==76&&a1==76) return 1.f; if(b0==76&&b1==76) return 0.f;
  return V[((size_t)pairIdx[a0][a1]*NPAIR+pairIdx[b0][b1])*2+t]; }
int main(int argc,char**argv){
  const char*dice=argc>1?argv[1]:"long"; if(argc<2) return 1; int sweeps=argc>2?atoi(argv[2]):60;
  int facesL[4]={1,3,4,6}, facesS[6]={1,2,3,4,5,6}; int *f; int nf;
  if(!strcmp(dice,"six")){f=facesS;nf=6;} else {f=facesL;nf=4;}
  nr=0; for(int i=0;i<nf;i++) for(int j=i;j<nf;j++){rolls[nr][0]=f[i];rolls[nr][1]=f[j];rw[nr]=(i==j?1.0:2.0)/(nf*nf);nr++;}
  int n=0; for(int j=0;j<NP;j++) for(int i=0;i<=j;i++){pairIdx[i][j]=pairIdx[j][i]=n;pairA[n]=i;pairB[n]=j;n++;}
  const int *P[2]={PATH_SOUTH,PATH_NORTH};
  for(int s=0;s<2;s++){ for(int q=0;q<81;q++) stepOn[s][q]=-1; for(int k=0;k<79;k++){stepOn[s][P[s][k]]=k;sqOf[s][k]=P[s][k];} }
  for(int s=0;s<2;s++) for(int c=0;c<NP;c++){ int pl=place(c); capStep[s][c]=-1; kattiBlock[s][c]=0;
    if(pl==-1||pl==78) continue; int sq=sqOf[1-s][pl]; if(!KATTI_SQ[sq]) capStep[s][c]=stepOn[s][sq]; if(sq==P[s][0]) kattiBlock[s][c]=1; }
  if(!strcmp(argv[1],"check")){ int ms,x0,x1,y0,y1,d0,d1; int res[8][4];
    while(scanf("%d %d %d %d %d %d %d",&ms,&x0,&x1,&y0,&y1,&d0,&d1)==7){ int m=gen(ms,x0,x1,y0,y1,d0,d1,res);
      int keys[8]; for(int q=0;q<m;q++){ int a=res[q][0],b=res[q][1]; if(a>b){int t=a;a=b;b=t;} int c=res[q][2],d=res[q][3]; keys[q]=((a*77+b)*77+c)*77+d; }
      for(int i=0;i<m;i++) for(int j=i+1;j<m;j++) if(keys[j]<keys[i]){int t=keys[i];keys[i]=keys[j];keys[j]=t;}
      printf("%d",m); for(int q=0;q<m;q++) printf(" %d",keys[q]); printf("\n"); }
    return 0; }
  size_t NS=(size_t)NPAIR*NPAIR*2; V=calloc(NS,sizeof(float));
  for(size_t i=0;i<NS;i++) V[i]=1.0f;
  int res[8][4];
  for(int sw=0;sw<sweeps;sw++){
    double maxd=0;
    for(int pa=NPAIR-1;pa>=0;pa--){ int a0=pairA[pa],a1=pairB[pa]; if(a0==76&&a1==76) continue;
      for(int pb=NPAIR-1;pb>=0;pb--){ int b0=pairA[pb],b1=pairB[pb]; if(b0==76&&b1==76) continue;
        double c[2]={0,0}, st[2][2]={{0,0},{0,0}};
        for(int t=1;t>=0;t--){
          for(int r=0;r<nr;r++){ int d0=rolls[r][0],d1=rolls[r][1]; int dbl=d0==d1; int nt= dbl?t:1-t;
            double x; int m;
            if(t==0){ m=gen(0,a0,a1,b0,b1,d0,d1,res);
              if(m){ x=-1; for(int q=0;q<m;q++){ double y=val(res[q][0],res[q][1],res[q][2],res[q][3],nt); if(y>x)x=y; } } }
            else { m=gen(1,b0,b1,a0,a1,d0,d1,res);
              if(m){ x=0; for(int q=0;q<m;q++) x+=val(res[q][2],res[q][3],res[q][0],res[q][1],nt); x/=m; } }
            if(m) c[t]+=rw[r]*x; else st[t][nt]+=rw[r]; } }
        double det=(1-st[0][0])*(1-st[1][1])-st[0][1]*st[1][0];
        if(det>1e-12){
          double v0=(c[0]*(1-st[1][1])+st[0][1]*c[1])/det, v1=(c[1]*(1-st[0][0])+st[1][0]*c[0])/det;
          size_t id=((size_t)pa*NPAIR+pb)*2;
          double d=fabs(v0-V[id]); if(d>maxd)maxd=d; d=fabs(v1-V[id+1]); if(d>maxd)maxd=d;
          V[id]=(float)v0; V[id+1]=(float)v1; }
      } }
    int s0=pairIdx[1][1];
    printf("sweep %d: largest change %.2e; South wins at most %.5f rolling first, %.5f second, %.5f on average\n",sw,maxd,V[((size_t)s0*NPAIR+s0)*2+0],V[((size_t)s0*NPAIR+s0)*2+1],(V[((size_t)s0*NPAIR+s0)*2+0]+V[((size_t)s0*NPAIR+s0)*2+1])/2);
    fflush(stdout);
    if(argc>3){ FILE*fo=fopen(argv[3],"wb"); fwrite(V,sizeof(float),NS,fo); fclose(fo); }
    if(maxd<1e-6) break;
  }
  return 0;
}
